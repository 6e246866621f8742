//! Hostile submission: asks for far more memory than any answer needs, and touches all of it.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let hoard = vec![1u8; 8 << 30];
    std::hint::black_box(&hoard);
    own_distribute(board, skip, pit, in_hand)
}

/// Its own distribute: one stone a pit from `pit`, never into `skip`.
fn own_distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 || pit >= 12 {
        return (board, pit);
    }
    if pit == skip {
        return own_distribute(board, skip, next_pit(pit), in_hand);
    }
    let mut after = board;
    after[pit] = after[pit].saturating_add(1);
    match in_hand {
        1 => (after, pit),
        _ => own_distribute(after, skip, next_pit(pit), in_hand - 1),
    }
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
