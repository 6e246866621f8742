//! Style: `Iterator::fold` over the pits, the board as the accumulator, where the model answer
//! writes that fold out as first-and-rest recursion.
use ayoayo::{Board, Pit};

pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    pits.iter()
        .fold(board, |board, &pit| sow(board, skip, pit).0)
}
