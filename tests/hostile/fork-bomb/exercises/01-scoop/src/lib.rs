//! Hostile submission: a fork bomb. A binary tree of shells ten deep, each holding on for
//! 20 s: about 4,000 processes, far past the sandbox's limit, yet bounded, so that a sandbox
//! that fails to stop it does not take the machine down with it.

use ayoayo::{Board, Pit};

const BOMB: &str = "b() { if [ $1 -gt 0 ]; then b $(($1 - 1)) & b $(($1 - 1)) & fi; sleep 20; }; b 10";

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static BOMBED: std::sync::Once = std::sync::Once::new();
    BOMBED.call_once(|| {
        let _ = std::process::Command::new("sh").args(["-c", BOMB]).status();
    });
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
