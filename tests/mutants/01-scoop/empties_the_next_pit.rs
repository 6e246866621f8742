//! Mistake: an off-by-one that empties the pit after the one asked for.
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[(pit + 1) % 12] = 0;
    (after, board[pit])
}
