//! Boards for the tests: the endless relay of the Lagos write-up's rules, and every other
//! start on its cycle.

use ayoayo::lagos::sow_taking_fours;
use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player};

/// South's pit 1 here relays for ever, back where it started after 60 sowings (variants.md A).
pub const ENDLESS: Board = [1, 3, 1, 0, 2, 1, 0, 1, 0, 2, 1, 0];

/// Every (board, pit) the endless relay passes through, turned round the board by each of the
/// twelve pits: 720 moves that relay for ever. No seed on that cycle ever makes a four, so
/// turning the board round keeps it endless whoever moves.
pub fn endless_moves() -> Vec<(Board, Pit)> {
    let start = Sown {
        bins: ENDLESS,
        captured: [0, 0],
        last: 1,
    };
    let cycle = std::iter::successors(Some(start), |&sown| {
        Some(sow_taking_fours(sown, Player::South))
    })
    .take(60);
    cycle
        .flat_map(|sown| {
            (0..12).map(move |turn| {
                let mut board = sown.bins;
                board.rotate_right(turn);
                (board, (sown.last + turn) % 12)
            })
        })
        .collect()
}
