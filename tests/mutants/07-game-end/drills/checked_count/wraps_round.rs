//! Mistake: adds with `wrapping_add`, so a count past 255 starts again from 0 and a wrong count
//! comes back as `Some`.
use ayoayo::{Board, Pit};

pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    match pits {
        [] => Some(counted),
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            checked_count(board, rest, counted.wrapping_add(stones))
        }
    }
}
