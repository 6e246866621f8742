//! Mistake: adds the stones to the pit after the one asked for (as sowing would).
use ayoayo::{Board, PITS, Pit};

pub fn add_stones(board: Board, pit: Pit, stones: u8) -> Board {
    if pit >= PITS {
        return board;
    }
    let mut after = board;
    after[(pit + 1) % PITS] += stones;
    after
}
