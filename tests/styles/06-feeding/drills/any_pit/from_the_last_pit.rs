//! Style: recursion from the back of the slice, `[before @ .., last]`, where the model answer
//! takes the first pit and the rest: some pit passes when one of the pits before the last does,
//! or the last does.
//!
//! Correct because it asks about the same pits, in another order, and the test only reads a
//! count, so the order cannot change the answer. No pits, none passes.
use ayoayo::{Board, Pit};

pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => false,
        [before @ .., last] => {
            any_pit(board, before, test) || test(board.get(*last).copied().unwrap_or(0))
        }
    }
}
