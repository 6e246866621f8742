//! Hostile submission: a thread bomb, the fork bomb of code that may not start processes
//! (`grade` refuses `std::process`): threads count against the same limit as processes. It
//! starts threads as fast as it can, trying again when the system refuses one, up to 2,000
//! (far past the sandbox's limit of 256) or for 20 s, whichever comes first: bounded, so that
//! a sandbox that fails to stop it does not take the machine down with it.

use std::thread;
use std::time::{Duration, Instant};

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static BOMBED: std::sync::Once = std::sync::Once::new();
    BOMBED.call_once(|| {
        let started = Instant::now();
        let mut threads = 0;
        while threads < 2000 && started.elapsed() < Duration::from_secs(20) {
            let sleeper = thread::Builder::new().stack_size(64 << 10);
            if sleeper.spawn(|| thread::sleep(Duration::from_secs(20))).is_ok() {
                threads += 1;
            }
        }
    });
    match board.get(pit) {
        Some(&stones) => {
            let mut after = board;
            after[pit] = 0;
            (after, stones)
        }
        None => (board, 0),
    }
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
