//! Mistake: the states begin after the first sowing, so `(board, start)` is missing and every
//! state is one sowing late.
use std::iter;

use ayoayo::{Board, Pit, sow};

pub use ayoayo::{relay_sow, try_relay_sow};

pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    let first = sow(board, start, start);
    iter::successors(Some(first), |&(board, from)| {
        let (after, last) = sow(board, start, from);
        (board[from] > 0 && after[last] > 1).then_some((after, last))
    })
    .take(limit)
    .collect()
}
