//! Mistake: reads `board[*first]`, which panics for a pit off the board, instead of counting it
//! as holding none.
use ayoayo::{Board, Pit};

pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => false,
        [first, rest @ ..] => test(board[*first]) || any_pit(board, rest, test),
    }
}
