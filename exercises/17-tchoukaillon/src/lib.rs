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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: the first `count` winning positions, of 0, 1, 2, … seeds, as an unfold: start from
/// the empty board and play a move backwards again and again, each position made from the one
/// before (the step of your `winning`: put it in a helper, or use
/// `ayoayo::tchoukaillon::undo`), never from nothing. `std::iter::successors` is an unfold; a
/// recursion or a loop will do too. All 65,535 a `u16` counts must come at once, which asking
/// `winning` for each of them does not.
///
/// For example, `first_winners(5)` is `[[], [1], [0, 2], [1, 2], [0, 1, 3]]`.
pub fn first_winners(count: u16) -> Vec<Position> {
    todo!("the first {count} winning positions")
}

/// Drill 2: the hole each step of that unfold fills, building the winning positions of 1 to
/// `seeds` seeds in turn from the empty board: the nearest empty hole of the position before,
/// or the hole one past its end when none is empty. Written recursively, as an unfold with a
/// helper: from a position, a step gives a hole and the next position, and the rest of the
/// holes come from that next position.
///
/// For example, `holes_filled(6)` is `[1, 2, 1, 3, 1, 4]`: read backwards, the moves that
/// clear `winning(6)`, `[0, 0, 2, 4]`.
pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    todo!("the holes filled building the winning positions up to {seeds} seeds")
}

/// Drill 3: the fewest seeds whose winning position uses hole `hole` (has at least `hole`
/// holes): unfold the winning positions until the first that long, and count the steps. Hole 0
/// is the store, which every position has: 0 seeds.
///
/// For example, `first_use(3)` is 4 (`winning(4)` is `[0, 1, 3]`), and `first_use(10)` is 34,
/// as the page's table says.
pub fn first_use(hole: u8) -> u32 {
    todo!("the fewest seeds whose winning position uses hole {hole}")
}

/// Drill 4: the positions a player passes through who always sows the nearest hole that may be
/// sown, from `position` (first, as given) until no hole may be: an unfold forwards, by your
/// `play`, written recursively. Each move puts a seed in the store, so it ends.
///
/// For example, `playout(&[0, 1, 3])` is `[[0, 1, 3], [1, 2], [0, 2], [1], []]`, and
/// `playout(&[1, 3])` is `[[1, 3], [0, 3]]`: hole 2, holding 3 seeds, can never be sown.
pub fn playout(position: &[u32]) -> Vec<Position> {
    todo!("the positions from {position:?}, always sowing the nearest hole that may be sown")
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
