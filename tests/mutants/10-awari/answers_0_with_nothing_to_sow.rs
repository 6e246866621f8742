//! Mistake: with none of the computer's pits holding a token, `greedy_move` answers 0, the
//! human's first pit, where the page asks for 7.
use ayoayo::Player::North;
use ayoayo::awari::{Bins, is_over};

pub use ayoayo::awari::sow;

pub fn greedy_move(bins: Bins) -> usize {
    best(bins, true).map_or(0, |(pit, _)| pit)
}

/// The best of the computer's sowings, the lowest pit among equals, looking one extra move
/// ahead when `extra_left`.
fn best(bins: Bins, extra_left: bool) -> Option<(usize, Bins)> {
    let mut best: Option<(usize, Bins)> = None;
    for pit in (7..=12).filter(|&pit| bins[pit] > 0) {
        let (after, last) = sow(bins, North, pit);
        let end = if extra_left && last == 13 && !is_over(after) {
            best_end(after)
        } else {
            after
        };
        if best.is_none_or(|(_, kept)| end[13] > kept[13]) {
            best = Some((pit, end));
        }
    }
    best
}

fn best_end(bins: Bins) -> Bins {
    best(bins, false).map_or(bins, |(_, end)| end)
}
