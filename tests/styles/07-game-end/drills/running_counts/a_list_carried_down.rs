//! Style: a tail-recursive helper that carries the list written so far, as well as the count,
//! and pushes each new count onto its end, where the model answer builds the list on the way
//! back up with `concat`.
//!
//! Correct because the pits are taken from first to last and each new count goes after those
//! before it, so the list is in the order the counts are handed on; when no pits are left the
//! list is the answer. A count stops at 255, and a pit off the board holds none.
use ayoayo::{Board, Pit};

pub fn running_counts(board: Board, pits: &[Pit], counted: u8) -> Vec<u8> {
    fn written(board: Board, pits: &[Pit], counted: u8, mut counts: Vec<u8>) -> Vec<u8> {
        match pits {
            [] => counts,
            [first, rest @ ..] => {
                let counted = counted.saturating_add(board.get(*first).copied().unwrap_or(0));
                counts.push(counted);
                written(board, rest, counted, counts)
            }
        }
    }
    written(board, pits, counted, Vec::with_capacity(pits.len()))
}
