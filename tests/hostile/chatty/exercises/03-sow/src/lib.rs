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
    own_sow(board, skip, from)
}

/// Its own sow, on the earlier chapters' functions, as the stub invites.
fn own_sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = ayoayo::scoop(board, from);
    if in_hand == 0 {
        return (board, from);
    }
    ayoayo::distribute(scooped, skip, ayoayo::next_pit(from), in_hand)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::sow::{sow_clockwise};
