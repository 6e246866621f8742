//! Hostile submission: asks for far more memory than any answer needs, and touches all of it.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    ayoayo::next_pit(pit)
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let hoard = vec![1u8; 8 << 30];
    std::hint::black_box(&hoard);
    ayoayo::distribute(board, skip, pit, in_hand)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
