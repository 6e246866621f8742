//! Style: `Iterator::try_fold` over the pits with `checked_add`, where the model answer writes
//! the same accumulator out as recursion with `?`. The fold stops at the first `None`, with no
//! more pits looked at, and answers `Some` of the whole count otherwise; for no pits, the count
//! handed in. A pit off the board holds none.
use ayoayo::{Board, Pit};

pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    pits.iter().try_fold(counted, |counted, &pit| {
        counted.checked_add(board.get(pit).copied().unwrap_or(0))
    })
}
