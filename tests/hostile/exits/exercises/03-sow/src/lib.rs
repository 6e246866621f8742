//! Careless submission: aborts the whole program when it meets a case it did not expect.

use ayoayo::{Board, Pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    if board[from] > 3 {
        std::process::abort();
    }
    own_sow(board, skip, from)
}

/// Its own sow, on the earlier chapters' functions, as the stub invites.
fn own_sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = ayoayo::scoop(board, from);
    if in_hand == 0 {
        return (board, from);
    }
    ayoayo::distribute(scooped, skip, ayoayo::next_pit(from), in_hand)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::sow::{sow_clockwise};
