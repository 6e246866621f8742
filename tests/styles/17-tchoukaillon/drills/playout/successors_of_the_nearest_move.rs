//! Style: an iterator unfold, `std::iter::successors`, collected, instead of recursion.
//!
//! The sequence starts with the position as given, and each next one is the position after sowing
//! the first legal hole; when no hole may be sown the step gives `None` and the sequence ends
//! there, its last position included. Each move puts a seed in the store, so it ends.
use std::iter;

use ayoayo::tchoukaillon::{Position, legal_moves};

pub fn playout(position: &[u32]) -> Vec<Position> {
    iter::successors(Some(position.to_vec()), |now: &Position| {
        legal_moves(now).first().and_then(|&hole| play(now, hole))
    })
    .collect()
}
