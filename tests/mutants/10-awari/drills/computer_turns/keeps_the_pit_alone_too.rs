//! Mistake: lists a pit that earns an extra move as a turn on its own too, though the computer
//! must then move again.
use ayoayo::Player;
use ayoayo::awari::{Bins, is_over, pits, store};

pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    turns_from(bins, true)
}

fn turns_from(bins: Bins, extra_left: bool) -> Vec<Vec<usize>> {
    let computer = Player::North;
    pits(computer)
        .filter(|&pit| bins[pit] > 0)
        .flat_map(|pit| {
            let (after, last) = sow(bins, computer, pit);
            let mut turns = vec![vec![pit]];
            if extra_left && last == store(computer) && !is_over(after) {
                let extra = turns_from(after, false).into_iter();
                turns.extend(extra.map(|rest| [vec![pit], rest].concat()));
            }
            turns
        })
        .collect()
}
