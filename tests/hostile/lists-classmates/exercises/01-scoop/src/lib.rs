//! Hostile submission: lists the packages beside its own in the grading's workspace (a batch's
//! classmates are packages there) and reads each one's `src/lib.rs`, failing with what it found.
//! It answers rightly only when it found nothing, so its grade shows whether the sandbox held.

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let found = classmates();
    assert!(found.is_empty(), "found classmates' files: {found}");
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}

/// Every other package's `src/lib.rs` beside this one's folder, with its text.
fn classmates() -> String {
    let Ok(own) = std::env::current_dir() else {
        return String::new();
    };
    let Some(packages) = own.parent().and_then(|up| std::fs::read_dir(up).ok()) else {
        return String::new();
    };
    let mut found = String::new();
    for package in packages.flatten().map(|entry| entry.path()) {
        if package == own {
            continue;
        }
        found += &format!("{}\n", package.display());
        if let Ok(lib) = std::fs::read_to_string(package.join("src/lib.rs")) {
            found += &lib;
        }
    }
    found
}

// The chapter's challenges, left to the reference: the chapter's tests name them.
pub use ayoayo::challenges::scoop::{scoop_all, fullest_pit};
