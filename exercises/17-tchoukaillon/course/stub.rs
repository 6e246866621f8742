//! Chapter 17: Tchoukaillon. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p tchoukaillon
//! ```
//!
//! Holes 1, 2, 3, … lie in a row beside a store. A position lists the seeds in each hole, hole 1
//! first (`position[k - 1]` is hole `k`'s), with no empty holes at the end: `[0, 2]` is two seeds
//! in hole 2, and `[]` is the empty board. The store is not kept. The tests run each case in a
//! child process, so a recursion that never reaches its base case is reported in words.

use ayoayo::tchoukaillon::{Hole, Position};

/// The position after sowing `hole`: its seeds go one by one into the holes nearer the store,
/// hole `hole - 1` down to hole 1, and the last into the store. The move is allowed only when
/// that last seed lands exactly in the store, that is when the hole holds exactly `hole` seeds;
/// otherwise (and for hole 0, the store, or a hole past the end) the answer is `None`. Empty
/// holes at the end of the result are dropped.
///
/// For example, `play(&[1, 2], 2)` is `Some(vec![2])`, and `play(&[1, 3], 2)` is `None`.
pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    todo!("sow hole {hole} of {position:?}")
}

/// The one winning position with `seeds` seeds: the only position of that many seeds from
/// which some sequence of allowed moves sows every seed into the store. Written by recursion on
/// the number of seeds, from the winning position with one seed fewer, as the chapter's page
/// builds it; with no seeds, it is the empty board.
///
/// For example, `winning(2)` is `[0, 2]`, and `winning(3)` is `[1, 2]`.
pub fn winning(seeds: u32) -> Position {
    todo!("the winning position of {seeds} seeds")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the moves that sow every seed of `position` into the store, in the order they
/// are played, found with recursion alone, no loops: try each allowed hole, nearest first, and
/// keep the first whose position after it can itself be cleared. `None` when no sequence of
/// moves clears the board; the empty board is cleared by no moves at all, `Some(vec![])`.
///
/// For example, `solve(&[1, 2])` is `Some(vec![1, 2, 1])`, `solve(&[0, 0, 2, 4])` is
/// `Some(vec![4, 1, 3, 1, 2, 1])`, and `solve(&[1, 3])` is `None`.
pub fn solve(position: &[u32]) -> Option<Vec<Hole>> {
    todo!("the moves that clear {position:?}")
}
