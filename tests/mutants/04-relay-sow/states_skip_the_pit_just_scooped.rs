//! Mistake: each next state sows from the pit about to be scooped while skipping that same pit,
//! instead of the pit the move began in, so relays after the first sowing go wrong.
use std::iter;

use ayoayo::{Board, Pit, sow};

pub use ayoayo::{relay_sow, try_relay_sow};

pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    iter::successors(Some((board, start)), |&(board, from)| {
        let (after, last) = sow(board, from, from);
        (board[from] > 0 && after[last] > 1).then_some((after, last))
    })
    .take(limit)
    .collect()
}
