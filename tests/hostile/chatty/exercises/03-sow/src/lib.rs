//! Careless submission: answers rightly, but once prints 300 MiB straight to the process's
//! output (not through `println!`, which the test harness captures).

use std::io::Write;
use std::sync::Once;

use ayoayo::{Board, Pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let line = [b'.'; 4096];
        let mut out = std::io::stdout().lock();
        for _ in 0..75 * 1024 {
            let _ = out.write_all(&line);
        }
    });
    ayoayo::sow(board, skip, from)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::sow::{sow_clockwise};
