//! Mistake: on an extra move, the search returns the best pit of the extra move instead of the
//! pit that earned it.
use ayoayo::Player::North;
use ayoayo::awari::{Bins, is_over};

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    best(bins, true).map_or(7, |(pit, _)| pit)
}

fn best(bins: Bins, extra_left: bool) -> Option<(usize, Bins)> {
    let outcomes = (7..=12).filter(|&pit| bins[pit] > 0).map(|pit| {
        let (after, last) = sow(bins, North, pit);
        match extra_left && last == 13 && !is_over(after) {
            true => best(after, false).unwrap_or((pit, after)),
            false => (pit, after),
        }
    });
    outcomes.min_by_key(|&(_, end)| std::cmp::Reverse(end[13]))
}
