//! Mistake: returns an empty board instead of the board with one pit emptied.
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    ([0; 12], board[pit])
}
