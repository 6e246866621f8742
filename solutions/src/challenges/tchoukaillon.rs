//! Chapter 17's challenges.

use crate::tchoukaillon::{Hole, legal_moves, play};

// ANCHOR: solve
/// The moves that sow every seed of `position` into the store, in order, found by a depth-first
/// search: try each allowed hole, nearest first, and keep the first whose position after it can
/// be cleared. `None` when no sequence clears the board; the empty board is cleared by none.
pub fn solve(position: &[u32]) -> Option<Vec<Hole>> {
    if position.iter().all(|&seeds| seeds == 0) {
        return Some(Vec::new());
    }
    legal_moves(position).into_iter().find_map(|hole| {
        let rest = solve(&play(position, hole)?)?;
        Some([vec![hole], rest].concat())
    })
}
// ANCHOR_END: solve
