//! Mistake: picks up a single stone, as if sowing one at a time, instead of the whole pit.
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    let taken = board[pit].min(1);
    after[pit] -= taken;
    (after, taken)
}
