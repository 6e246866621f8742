//! Hostile submission: tries to read the teacher's files and another learner's work, and to
//! write outside its folder. It answers rightly only when every attempt failed, so its grade
//! shows whether the sandbox held. The grading test fills in the paths.

use ayoayo::{Board, Pit};

const SECRET: &str = "@SECRET@";
const OTHER_LEARNER: &str = "@OTHER_LEARNER@";
const OUTSIDE: &str = "@OUTSIDE@";

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let read_secret = std::fs::read_to_string(SECRET).is_ok();
    let read_other = std::fs::read_to_string(OTHER_LEARNER).is_ok();
    let wrote_outside = std::fs::write(OUTSIDE, "was here").is_ok();
    let (board, stones) = own_scoop(board, pit);
    if read_secret || read_other || wrote_outside {
        println!("read the secret: {read_secret}, another learner: {read_other}");
        println!("wrote outside: {wrote_outside}");
        return (board, stones.wrapping_add(1));
    }
    (board, stones)
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
