//! Hostile (or careless) submission: answers rightly, but leaves processes running that hold
//! the test's output open, one of them in a session of its own, escaping the process group.

use std::process::{Command, Stdio};
use std::sync::Once;

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = Command::new("sleep")
            .arg("600.25")
            .stdin(Stdio::null())
            .spawn();
        let _ = Command::new("setsid")
            .args(["sleep", "600.5"])
            .stdin(Stdio::null())
            .spawn();
    });
    own_scoop(board, pit)
}

/// Its own scoop: the pit's stones in hand, the pit emptied (nothing from a pit off the board).
fn own_scoop(board: Board, pit: Pit) -> (Board, u8) {
    match board.get(pit) {
        Some(&stones) => {
            let mut emptied = board;
            emptied[pit] = 0;
            (emptied, stones)
        }
        None => (board, 0),
    }
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
