//! Mistake: the base case answers `Some(0)` instead of the count it was handed, so everything
//! counted is lost.
use ayoayo::{Board, Pit};

pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    match pits {
        [] => Some(0),
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            checked_count(board, rest, counted.checked_add(stones)?)
        }
    }
}
