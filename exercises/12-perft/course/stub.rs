//! Chapter 12: perft. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p perft
//! ```
//!
//! Both functions work for any game of the course through the trait `ayoayo::search::GameTree`:
//! `position.moves()` lists the legal moves in increasing pit order (none once the game is
//! over), and `position.after(pit)` is the position that move leads to. The tests call them with
//! Oware, Ayòayò and Lagos positions. The reference versions are `ayoayo::search::{perft,
//! divide}`.
//!
//! The tests run each call in a child process, so if your recursion never stops they will say
//! so instead of crashing.

use ayoayo::Pit;
use ayoayo::search::GameTree;

/// How many sequences of exactly `depth` legal moves can be played from `position`, written
/// recursively. At depth 0 there is exactly one, the empty sequence, whatever the position; a
/// position with no moves (the game is over) begins no sequence of one move or more.
///
/// From Oware's opening: 1 at depth 0, 6 at depth 1, 36 at depth 2, 190 at depth 3.
pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    todo!("count the sequences of {depth} moves from {position:?}")
}

/// Perft split by the first move: for each legal move of `position`, in the order of
/// `position.moves()`, the pair (that move, how many sequences of `depth` moves begin with it).
/// At depth 0 there is no first move to split by: answer each move with the count 1, as at
/// depth 1. The counts add up to `perft(position, depth)` for every depth ≥ 1.
///
/// From Oware's opening at depth 2: `[(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6)]`.
pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    todo!("split the count of {depth} moves from {position:?} by the first move")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: how many sequences of at most `depth` moves lead from `position` to a finished
/// game (a position with no moves), written like `perft` but with recursion alone: no loops
/// and no `map` or `sum` (add up the moves first and rest, as chapter 6 walks a slice, with a
/// helper of your own that calls back). A finished position counts one,
/// the empty sequence, at any depth; an unfinished one at depth 0 counts none.
///
/// With South to move on Oware's houses `[0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0]` and stores
/// 22 and 23, it is 0 up to depth 2, 1 at depths 3 and 4, and 3 at depth 5.
pub fn finished_games<G: GameTree>(position: G, depth: u32) -> u64 {
    todo!("count the games that end within {depth} moves of {position:?}")
}

/// Challenge 2: how many *different* positions the sequences of exactly `depth` moves from
/// `position` reach. Perft counts paths; two paths that reach the same position (a
/// transposition) count once here. Collect them in a `std::collections::HashSet` (`GameTree`
/// positions are `Hash + Eq`).
///
/// From Oware's opening the two agree up to depth 4; at depth 5 the 5219 sequences reach 5188
/// positions. From Ayòayò's opening at depth 4, 802 sequences reach 799.
pub fn distinct_positions<G: GameTree>(position: G, depth: u32) -> usize {
    todo!("count the positions {depth} moves from {position:?}")
}
