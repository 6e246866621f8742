//! Style: recursion from the back of the slice, `[before @ .., last]`: the pits before the last
//! are sown first, by the recursive call, and the last pit is sown on the board they leave.
//! The model answer sows the first pit and hands the new board on to the rest.
//!
//! Correct because it sows the same pits in the same order: the recursive call finishes every
//! pit before `last` before `last` itself is sown, each sowing skipping `skip`.
use ayoayo::{Board, Pit};

pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    match pits {
        [] => board,
        [before @ .., last] => {
            let (after, _) = sow(sow_each(board, skip, before), skip, *last);
            after
        }
    }
}
