//! An honest submission with a real mistake: the last stone's pit is one too far.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let (board, last) = ayoayo::distribute(board, skip, pit, in_hand);
    (board, next_pit(last))
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
