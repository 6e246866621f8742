//! Careless submission: aborts the whole program when it meets a case it did not expect.

use ayoayo::{Board, Pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    if board[from] > 3 {
        std::process::abort();
    }
    ayoayo::sow(board, skip, from)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::sow::{sow_clockwise};
