//! Mistake: answers for the first pit alone, never recurring on the rest.
use ayoayo::{Board, Pit};

pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => false,
        [first, ..] => test(board.get(*first).copied().unwrap_or(0)),
    }
}
