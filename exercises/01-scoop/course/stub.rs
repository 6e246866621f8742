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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: how many stones are on the board, in all its pits. A `u32`: twelve pits can hold
/// more stones than a `u8` counts.
///
/// For example, `total(OPENING)` is 48.
pub fn total(board: Board) -> u32 {
    todo!("count the stones of {board:?}")
}

/// Drill 2: the board with `stones` more in `pit`, every other pit as it was: `scoop` the other
/// way round. A pit off the board (12 or more) takes nothing: the board comes back as it is.
///
/// For example, `add_stones(OPENING, 3, 2)` returns `[4, 4, 4, 6, 4, 4, 4, 4, 4, 4, 4, 4]`.
pub fn add_stones(board: Board, pit: Pit, stones: u8) -> Board {
    todo!("add {stones} stones to pit {pit} of {board:?}")
}

/// Drill 3: the board with every stone of `from` moved into `to`. Build it from `scoop` and
/// `add_stones`. Moving a pit into itself, or from or to a pit off the board, leaves the board
/// as it is.
///
/// For example, `move_stones(OPENING, 0, 5)` returns `[0, 4, 4, 4, 4, 8, 4, 4, 4, 4, 4, 4]`.
pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    todo!("move the stones of pit {from} into pit {to} of {board:?}")
}

/// Drill 4: the pits that hold no stones, lowest first.
///
/// For example, `empty_pits([0, 4, 4, 0, 4, 4, 4, 4, 4, 4, 4, 0])` is `vec![0, 3, 11]`.
pub fn empty_pits(board: Board) -> Vec<Pit> {
    todo!("the empty pits of {board:?}")
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
