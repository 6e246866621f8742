//! Hostile submission: prints what libtest prints for a passing run, then ends the process
//! with a success status, hoping its lines are read as the verdict.

use ayoayo::{Board, Pit};

pub fn scoop(_board: Board, _pit: Pit) -> (Board, u8) {
    println!("running 9 tests");
    for name in ["examples::a", "examples::b", "pictures::c", "properties::d"] {
        println!("test {name} ... ok");
    }
    println!("test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out");
    std::process::exit(0)
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
