//! Style: `Iterator::any` over the pits, where the model answer writes the search out as
//! first-and-rest recursion. `any` is `false` for no pits and stops at the first pit that
//! passes, as the recursion does; a pit off the board holds none, read with `get`.
use ayoayo::{Board, Pit};

pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    pits.iter()
        .any(|&pit| test(board.get(pit).copied().unwrap_or(0)))
}
