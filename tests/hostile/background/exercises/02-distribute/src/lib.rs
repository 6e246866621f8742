//! Hostile (or careless) submission: never answers; it sleeps far past any time limit.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    ayoayo::next_pit(pit)
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    std::thread::sleep(std::time::Duration::from_secs(600));
    ayoayo::distribute(board, skip, pit, in_hand)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
