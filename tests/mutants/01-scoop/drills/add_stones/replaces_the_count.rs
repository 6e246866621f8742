//! Mistake: sets the pit to the stones given instead of adding them to what it holds.
use ayoayo::{Board, PITS, Pit};

pub fn add_stones(board: Board, pit: Pit, stones: u8) -> Board {
    if pit >= PITS {
        return board;
    }
    let mut after = board;
    after[pit] = stones;
    after
}
