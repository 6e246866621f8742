//! Chapter 1: scoop. Replace the `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p scoop
//! ```
//!
//! The types come from the reference crate `ayoayo`: a `Board` is `[u8; 12]`, the stones in
//! each pit, and a `Pit` is a pit number from 0 to 11.

use ayoayo::{Board, Pit};

/// Empties `pit` into the hand.
///
/// Returns a board in which `pit` holds no stones and every other pit is as it was, together
/// with the number of stones that `pit` held. Scooping an empty pit takes nothing.
///
/// For example, scooping pit 0 of the opening board (four stones everywhere) returns
/// `([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 4)`.
pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    todo!("scoop pit {pit} of the board {board:?}")
}
