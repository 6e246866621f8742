//! An honest submission with a real mistake: the last stone's pit is one too far.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 || pit >= 12 {
        return (board, pit);
    }
    if pit == skip {
        return distribute(board, skip, next_pit(pit), in_hand);
    }
    let mut after = board;
    after[pit] = after[pit].saturating_add(1);
    match in_hand {
        1 => (after, next_pit(pit)),
        _ => distribute(after, skip, next_pit(pit), in_hand - 1),
    }
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
