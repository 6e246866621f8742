//! Style: `Iterator::all` over the pits, where the model answer writes the check out as
//! first-and-rest recursion. `all` is `true` for no pits and stops at the first pit that fails;
//! a pit off the board holds none, read with `get`.
use ayoayo::{Board, Pit};

pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    pits.iter()
        .all(|&pit| test(board.get(pit).copied().unwrap_or(0)))
}
