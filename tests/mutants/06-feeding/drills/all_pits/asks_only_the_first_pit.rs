//! Mistake: answers for the first pit alone, never recurring on the rest.
use ayoayo::{Board, Pit};

pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => true,
        [first, ..] => test(board.get(*first).copied().unwrap_or(0)),
    }
}
