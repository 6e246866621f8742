//! Boards for the tests: the endless relay of the Lagos write-up's rules, and every other
//! start on its cycle.

use ayoayo::{Board, Pit};

/// South's pit 1 here relays for ever, back where it started after 60 sowings (variants.md A).
pub use testkit::lagos::ENDLESS;

/// Every (board, pit) the endless relay passes through, turned round the board by each of the
/// twelve pits: 720 moves that relay for ever. No seed on that cycle ever makes a four, so
/// turning the board round keeps it endless whoever moves.
pub fn endless_moves() -> Vec<(Board, Pit)> {
    testkit::lagos::endless_cycle()
        .flat_map(|sown| {
            (0..12).map(move |turn| {
                let mut board = sown.bins;
                board.rotate_right(turn);
                (board, (sown.last + turn) % 12)
            })
        })
        .collect()
}
