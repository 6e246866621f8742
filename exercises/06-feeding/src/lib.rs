//! Chapter 6: feeding. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p feeding
//! ```
//!
//! Write the functions in the order they come: each one can use those before it. The reference
//! versions of the earlier chapters are ready to use: add `use ayoayo::sow_and_capture;` (or
//! `try_relay_sow`, `owner`, `PITS`) when you need them. `Player` has a method `other()`.
//!
//! Some moves' relays never end. The tests run each case in a child process, so if your code
//! follows such a relay for ever they will say so, and name the board, instead of crashing.

use ayoayo::{Board, Pit, Player};

/// The six pits `player` owns, in increasing order: the moves they might make on any board.
///
/// South's are `[0, 1, 2, 3, 4, 5]`, North's are `[6, 7, 8, 9, 10, 11]`.
pub fn potential_moves(player: Player) -> Vec<Pit> {
    todo!("the six pits of {player:?}")
}

/// The pits of `moves` that hold at least one stone on `board`, in the order `moves` gives them.
///
/// After South's first capture, on `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]`, North's pits 6 and
/// 11 are empty, so `possible_moves(board, &[6, 7, 8, 9, 10, 11])` returns `[7, 8, 9, 10]`.
///
/// The book writes this with first/rest recursion, a `match` on the slice with the arms `[]`
/// and `[first, rest @ ..]`; any way that gives the right answer passes the tests.
pub fn possible_moves(board: Board, moves: &[Pit]) -> Vec<Pit> {
    todo!("the pits of {moves:?} that hold stones on {board:?}")
}

/// Whether at least one of `player`'s six pits holds a stone.
///
/// On `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]` South has stones and North has none.
pub fn has_stones(board: Board, player: Player) -> bool {
    todo!("does {player:?} have a stone on {board:?}?")
}

/// Of `moves` (all the same player's pits, all holding stones), the moves after which, sowing
/// and capture done, the mover's opponent has at least one stone on their side. A move whose
/// relay never ends feeds no one. Keeps the order `moves` gives.
///
/// On `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]`, South's pits 0 and 4 each drop their stone into
/// the empty pit beside them, but pit 2 relays a stone into North's pit 6, so
/// `moves_that_feed(board, &[0, 2, 4])` returns `[2]`.
pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    todo!("which of the moves {moves:?} leave the opponent a stone on {board:?}?")
}

/// The moves `player` may make on `board`, in increasing pit order: the pits with stones whose
/// relay comes to an end. When the opponent has no stones, only the moves among those that
/// feed the opponent are allowed, unless none of them does; then all of them are.
///
/// South to move on `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]` must feed North, and only pit 2
/// does, so the answer is `[2]`. On `[1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0]` no move feeds North,
/// so South may play any of `[0, 2, 4]`.
pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    todo!("the moves {player:?} may make on {board:?}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1, recursion alone (no `for`, `while` or `loop`, no iterators): how many stones
/// `pits` hold on `board`, all together. A pit off the board holds none; a pit listed twice
/// counts twice.
///
/// For example, `stones_in(OPENING, &[0, 1, 2])` is 12.
pub fn stones_in(board: Board, pits: &[Pit]) -> u32 {
    todo!("the stones in pits {pits:?} of {board:?}")
}

/// Challenge 2, recursion alone, in one pass over `moves`: `moves` split in two, each half
/// keeping their order: the pits that hold stones, and those that do not (a pit off the board
/// holds none).
///
/// For example, on `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]`, `split_moves(board, &[11, 7, 6, 8])`
/// returns `(vec![7, 8], vec![11, 6])`.
pub fn split_moves(board: Board, moves: &[Pit]) -> (Vec<Pit>, Vec<Pit>) {
    todo!("split {moves:?} into the pits with stones and the empty ones on {board:?}")
}
