//! Mistake: every extra move found in the search earns another, so the search looks at chains
//! of extra moves the rules never give.
use ayoayo::Player::North;
use ayoayo::awari::{Bins, is_over};

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    best(bins).map_or(7, |(pit, _)| pit)
}

fn best(bins: Bins) -> Option<(usize, Bins)> {
    let outcomes = (7..=12).filter(|&pit| bins[pit] > 0).map(|pit| {
        let (after, last) = sow(bins, North, pit);
        if last == 13 && !is_over(after) {
            (pit, best(after).map_or(after, |(_, end)| end))
        } else {
            (pit, after)
        }
    });
    outcomes.min_by_key(|&(_, end)| std::cmp::Reverse(end[13]))
}
