//! Hostile submission: a right answer by a loop, with a self-call that never runs (no board
//! holds 200 stones in a hand), so that reading the code alone would call it recursive.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand > 200 {
        return distribute(board, skip, pit, in_hand - 1);
    }
    let (mut board, mut pit, mut left) = (board, pit, in_hand);
    while left > 0 && pit < 12 {
        if pit != skip {
            board[pit] = board[pit].saturating_add(1);
            left -= 1;
            if left == 0 {
                break;
            }
        }
        pit = next_pit(pit);
    }
    (board, pit)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
