//! Careless submission: ends the whole program when it meets a case it did not expect.

use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    ayoayo::next_pit(pit)
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand > 3 {
        eprintln!("too many stones for me");
        std::process::exit(1);
    }
    ayoayo::distribute(board, skip, pit, in_hand)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::distribute::{landing_pits, undistribute};
