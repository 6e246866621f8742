//! Hostile submission: five children holding 800 MB each, 4 GB in all, each under the
//! sandbox's per-process memory limit (`dd` reads its whole block into memory, then waits on
//! a pipe nobody reads). They give up after 20 s, so that a sandbox that fails to stop them
//! gives the memory back.

use ayoayo::{Board, Pit};

const HOARD: &str = "for child in 1 2 3 4 5; do \
    dd bs=800M count=1 if=/dev/zero 2>/dev/null | sleep 20 & done; wait";

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static HOARDED: std::sync::Once = std::sync::Once::new();
    HOARDED.call_once(|| {
        let _ = std::process::Command::new("sh").args(["-c", HOARD]).status();
    });
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
