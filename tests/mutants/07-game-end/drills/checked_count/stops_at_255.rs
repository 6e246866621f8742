//! Mistake: adds with `saturating_add`, as `count_stones` does, so a count past 255 answers
//! `Some(255)` instead of `None`.
use ayoayo::{Board, Pit};

pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    match pits {
        [] => Some(counted),
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            checked_count(board, rest, counted.saturating_add(stones))
        }
    }
}
