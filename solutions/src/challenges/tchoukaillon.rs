//! Chapter 17's challenges.

use crate::tchoukaillon::{Hole, legal_moves, play};

// ANCHOR: solve
/// The moves that sow every seed of `position` into the store, in order, found by a depth-first
/// search: try each allowed hole, nearest first, and keep the first whose position after it can
/// be cleared. `None` when no sequence clears the board; the empty board is cleared by none.
pub fn solve(position: &[u32]) -> Option<Vec<Hole>> {
    if is_clear(position) {
        return Some(Vec::new());
    }
    first_that_clears(position, &legal_moves(position))
}

/// Whether no hole holds a seed: first and rest, with no loop.
fn is_clear(position: &[u32]) -> bool {
    match position {
        [] => true,
        [first, rest @ ..] => *first == 0 && is_clear(rest),
    }
}

/// The first of `holes` after which the position can be cleared, followed by the moves that
/// clear it: the search backtracks by trying the rest when one leads nowhere.
fn first_that_clears(position: &[u32], holes: &[Hole]) -> Option<Vec<Hole>> {
    let [hole, rest @ ..] = holes else {
        return None;
    };
    match play(position, *hole).and_then(|after| solve(&after)) {
        Some(moves) => Some([vec![*hole], moves].concat()),
        None => first_that_clears(position, rest),
    }
}
// ANCHOR_END: solve
