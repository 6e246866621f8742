//! Mistake: the greedy search values a sowing by the computer's store minus the human's, as
//! Ahl's own opponent does; the tutorial's greedy computer counts its own store alone.
use ayoayo::Player::North;
use ayoayo::awari::{Bins, is_over};

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    best(bins, true).map_or(7, |(pit, _)| pit)
}

/// The computer's lead: its store less the human's.
fn lead(bins: Bins) -> i32 {
    i32::from(bins[13]) - i32::from(bins[6])
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
    outcomes.fold(None, |best, (pit, end)| match best {
        Some((_, kept)) if lead(kept) >= lead(end) => best,
        _ => Some((pit, end)),
    })
}
