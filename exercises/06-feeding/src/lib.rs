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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1, recursion alone (no `for`, `while` or `loop`, no iterators): whether the stones of
/// at least one of `pits` pass `test`. No pits, none passes. A pit off the board holds none.
/// `test` is taken by reference, so the recursive call can hand the same one on.
///
/// For example, `has_stones(board, Player::North)` is
/// `any_pit(board, &[6, 7, 8, 9, 10, 11], &|stones| stones > 0)`: on
/// `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]` it is `false`.
pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    let _ = test; // delete this line once you call the test
    todo!("does one of the pits {pits:?} of {board:?} pass the test?")
}

/// Drill 2, recursion alone: whether the stones of every one of `pits` pass `test`. No pits,
/// none fails. A pit off the board holds none.
///
/// For example, the feeding rule applies when North's row is empty:
/// `all_pits(board, &[6, 7, 8, 9, 10, 11], &|stones| stones == 0)`, which on
/// `[1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0]` is `true`.
pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    let _ = test; // delete this line once you call the test
    todo!("do all the pits {pits:?} of {board:?} pass the test?")
}

/// Drill 3, recursion alone: the moves of `moves` that `keep` says yes to, in their order.
/// `possible_moves` with its question handed in.
///
/// For example, on `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]`,
/// `keep_moves(&[6, 7, 8, 9, 10, 11], &|pit| board[pit] > 0)` is `[7, 8, 9, 10]`, as
/// `possible_moves` finds, and `keep_moves(&[0, 1, 2, 3, 4, 5], &|pit| pit % 2 == 0)` is
/// `[0, 2, 4]`.
pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    let _ = keep; // delete this line once you call it
    todo!("the moves of {moves:?} to keep")
}

/// Drill 4, recursion alone, with `north_moves`: South's moves in a game's record, `moves` in
/// the order they were played, South first and then each player in turn. The first move is
/// South's; the rest is a record that North begins.
///
/// For example, `south_moves(&[3, 9, 1, 7, 5])` is `[3, 1, 5]`.
pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    todo!("South's moves in the record {moves:?}")
}

/// Drill 5, recursion alone, with `south_moves`: North's moves in a game's record that South
/// began. The first move is South's, not North's; the rest is a record that North begins.
///
/// For example, `north_moves(&[3, 9, 1, 7, 5])` is `[9, 7]`.
pub fn north_moves(moves: &[Pit]) -> Vec<Pit> {
    todo!("North's moves in the record {moves:?}")
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
