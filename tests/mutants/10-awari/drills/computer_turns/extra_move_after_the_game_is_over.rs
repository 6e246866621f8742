//! Mistake: forgets that the game may be over after the sowing: the extra move then has no
//! sowing to follow it, and the turn is lost.
use ayoayo::Player;
use ayoayo::awari::{Bins, pits, store};

pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    turns_from(bins, true)
}

fn turns_from(bins: Bins, extra_left: bool) -> Vec<Vec<usize>> {
    let computer = Player::North;
    pits(computer)
        .filter(|&pit| bins[pit] > 0)
        .flat_map(|pit| {
            let (after, last) = sow(bins, computer, pit);
            if extra_left && last == store(computer) {
                let extra = turns_from(after, false).into_iter();
                extra.map(|rest| [vec![pit], rest].concat()).collect()
            } else {
                vec![vec![pit]]
            }
        })
        .collect()
}
