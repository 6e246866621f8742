//! Mistake: `max_by_key` keeps the last of equal stores, so ties go to the highest pit; the
//! tutorial keeps the first.
use ayoayo::Player::North;
use ayoayo::awari::{Bins, is_over};

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    best(bins, true).map_or(7, |(pit, _)| pit)
}

fn best(bins: Bins, extra_left: bool) -> Option<(usize, Bins)> {
    let outcomes = (7..=12).filter(|&pit| bins[pit] > 0).map(|pit| {
        let (after, last) = sow(bins, North, pit);
        if extra_left && last == 13 && !is_over(after) {
            (pit, best(after, false).map_or(after, |(_, end)| end))
        } else {
            (pit, after)
        }
    });
    outcomes.max_by_key(|&(_, end)| end[13])
}
