//! What chapter 20's page measures: how many positions each search makes. A position is made
//! by `after`, so a wrapper that counts its `after` calls counts them for any search, lazy or
//! direct, without touching the search.

use crate::lazy::positions_made;
use crate::search::GameTree;

/// Chapter 19's counting position, which this chapter's measurements wrap every search in.
pub use crate::lazy::Counted;

// ANCHOR: positions_made
/// What `search` answers from `position`, and how many positions it made on the way (the
/// calls of `after`; the position itself is not counted): chapter 19's counter, handed the
/// position already wrapped.
pub fn positions_made_from<G: GameTree, T>(
    position: G,
    search: impl FnOnce(Counted<G>) -> T,
) -> (T, u64) {
    positions_made(|| search(Counted(position)))
}
// ANCHOR_END: positions_made

// ANCHOR: shallow
/// Chapter 14's `negamax_alpha_beta` told only its parent's bound: the value of `position`
/// for the player to move, `depth` moves ahead, where a value at or above `beta` only says "at
/// least `beta`". Each node starts from no bound of its own (`-i32::MAX`) rather than from
/// the one its grandparent passed down, so it cuts off only against its parent's best so far
/// (what Knuth and Moore call alpha-beta without deep cut-offs). After an extra move the search
/// goes on with no bound at all, as [`maximise_values`](super::maximise_values) values such a
/// subtree in full.
pub fn negamax_shallow<G: GameTree>(position: G, depth: u32, beta: i32) -> i32 {
    shallow(position, depth, beta, false)
}

/// [`negamax_shallow`] that keeps its bound after an extra move, as chapter 14's search does:
/// what valuing extra moves in full costs is the difference in positions made.
pub fn negamax_shallow_through_extra_moves<G: GameTree>(position: G, depth: u32, beta: i32) -> i32 {
    shallow(position, depth, beta, true)
}

fn shallow<G: GameTree>(position: G, depth: u32, beta: i32, keep_bound: bool) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() != position.to_move() {
            -shallow(child, depth - 1, -best, keep_bound)
        } else if keep_bound {
            shallow(child, depth - 1, beta, keep_bound)
        } else {
            shallow(child, depth - 1, i32::MAX, keep_bound)
        };
        best = best.max(value);
        if best >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: shallow
