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
