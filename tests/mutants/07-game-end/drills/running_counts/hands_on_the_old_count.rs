//! Mistake: hands the count it was given on to the rest, not the new one, so each pit is added
//! to the starting count alone.
use ayoayo::{Board, Pit};

pub fn running_counts(board: Board, pits: &[Pit], counted: u8) -> Vec<u8> {
    match pits {
        [] => Vec::new(),
        [first, rest @ ..] => {
            let next = counted.saturating_add(board.get(*first).copied().unwrap_or(0));
            [vec![next], running_counts(board, rest, counted)].concat()
        }
    }
}
