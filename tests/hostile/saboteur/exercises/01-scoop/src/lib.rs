//! Hostile submission: gives its crate a name of its own choosing (the reference's), hoping
//! its library takes another's place, or that the build of the whole batch stops at the error.

#![crate_name = "ayoayo"]

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    (board, pit as u8)
}
