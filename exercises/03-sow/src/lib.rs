//! Chapter 3: sow. Replace the `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p sow
//! ```
//!
//! The reference versions of the earlier chapters are ready to use, so this chapter works even
//! if you skipped them: add `use ayoayo::{distribute, next_pit, scoop};` when you need them.

use ayoayo::{Board, Pit};

/// Scoops every stone out of `from` (which holds at least one) and distributes them one per
/// pit, starting at the pit after `from` and never dropping one into `skip`.
///
/// Returns the new board and the pit that got the last stone. At the start of a move, `skip`
/// and `from` are the same pit; later, when a move relays, `from` is a new pit but `skip` stays
/// the pit the move began in.
///
/// For example, sowing pit 0 of the opening, skipping pit 0, returns
/// `([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)`.
pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    todo!("sow pit {from}, skipping pit {skip}, on {board:?}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: sows like `sow`, but clockwise: in decreasing pit order, with 0 wrapping round
/// to 11, as some sowing games do. Scoops `from`, drops its stones from the pit before it,
/// never into `skip`, and returns the new board and the pit that got the last stone. An empty
/// or off-board pit sows nothing: the board comes back as it is, with `from`.
///
/// For example, `sow_clockwise(OPENING, 0, 0)` returns
/// `([0, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5], 8)`.
pub fn sow_clockwise(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    todo!("sow pit {from} clockwise, skipping pit {skip}, on {board:?}")
}
