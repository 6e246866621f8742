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

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: scoops each of `pits` in turn into one hand, and returns the board with all of
/// them empty together with how many stones the hand holds. A pit listed twice gives nothing
/// the second time; a pit off the board gives nothing.
///
/// For example, `scoop_all(OPENING, &[0, 5, 0])` returns
/// `([0, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4], 8)`.
pub fn scoop_all(board: Board, pits: &[Pit]) -> (Board, u32) {
    todo!("scoop each of the pits {pits:?} of {board:?} into one hand")
}

/// Challenge 2: the pit holding the most stones; of several that hold as many, the
/// lowest-numbered.
///
/// For example, `fullest_pit([1, 0, 7, 2, 7, 0, 0, 0, 0, 0, 0, 3])` is 2: pits 2 and 4 both
/// hold seven stones, and 2 comes first.
pub fn fullest_pit(board: Board) -> Pit {
    todo!("the fullest pit of {board:?}")
}
