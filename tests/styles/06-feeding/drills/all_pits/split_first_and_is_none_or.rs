//! Style: recursion through `split_first` and `Option::is_none_or`, with no slice pattern,
//! where the model answer matches `[]` and `[first, rest @ ..]`: no pits (`None`) answers
//! `true`, and otherwise the first pit must pass and then the rest.
//!
//! Correct because `is_none_or` answers `true` for `None`, the base case where no pit fails,
//! and `&&` stops at the first pit that fails, as the model answer does. A pit off the board
//! holds none.
use ayoayo::{Board, Pit};

pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    pits.split_first().is_none_or(|(&first, rest)| {
        test(board.get(first).copied().unwrap_or(0)) && all_pits(board, rest, test)
    })
}
