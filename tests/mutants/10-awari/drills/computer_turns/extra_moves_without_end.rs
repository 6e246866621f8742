//! Mistake: never turns the extra move off, so an extra move earns another, as under the
//! challenge's house rule.
use ayoayo::Player;
use ayoayo::awari::{Bins, is_over, pits, store};

pub fn computer_turns(bins: Bins) -> Vec<Vec<usize>> {
    let computer = Player::North;
    pits(computer)
        .filter(|&pit| bins[pit] > 0)
        .flat_map(|pit| {
            let (after, last) = sow(bins, computer, pit);
            if last == store(computer) && !is_over(after) {
                let extra = computer_turns(after).into_iter();
                extra.map(|rest| [vec![pit], rest].concat()).collect()
            } else {
                vec![vec![pit]]
            }
        })
        .collect()
}
