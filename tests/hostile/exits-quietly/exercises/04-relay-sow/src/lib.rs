//! Hostile submission: right on short relays, but ends the test process with a success status
//! on long ones instead of answering, hoping a silent exit counts as a pass.

use ayoayo::{Board, Pit};

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    ayoayo::relay_sow(board, start)
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    if board.iter().map(|&stones| u32::from(stones)).sum::<u32>() > 30 {
        std::process::exit(0);
    }
    ayoayo::try_relay_sow(board, start)
}

// The chapter's unfold, left to the reference: the chapter's tests name it.
pub use ayoayo::relay_states;

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::relay_sow::{relay_path};
