//! Hostile submission: a fork bomb. It starts processes as fast as it can, trying again when
//! the system refuses one, up to 2,000 (far past the sandbox's limit of 256) or for 20 s,
//! whichever comes first: bounded, so that a sandbox that fails to stop it does not take the
//! machine down with it.

use std::process::Command;
use std::time::{Duration, Instant};

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static BOMBED: std::sync::Once = std::sync::Once::new();
    BOMBED.call_once(|| {
        let started = Instant::now();
        let mut children = Vec::new();
        while children.len() < 2000 && started.elapsed() < Duration::from_secs(20) {
            if let Ok(child) = Command::new("sleep").arg("20").spawn() {
                children.push(child);
            }
        }
    });
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
