//! Chapter 14's challenges.

use crate::Pit;
use crate::search::{GameTree, negamax_alpha_beta};

// ANCHOR: best_move
/// The lowest of the best moves of `position`, `depth` moves ahead (a `depth` of 0 counts as
/// 1), found with alpha-beta at the root too: each move after the first is searched in a window
/// that starts at the best value so far, so it is only proved no better, never valued exactly,
/// unless it is better. `None` once the game is over.
pub fn best_move<G: GameTree>(position: G, depth: u32) -> Option<Pit> {
    let below = depth.saturating_sub(1);
    let mover = position.to_move();
    let mut best: Option<(Pit, i32)> = None;
    for pit in position.moves() {
        let child = position.after(pit);
        let alpha = best.map_or(-i32::MAX, |(_, value)| value);
        let value = if child.to_move() == mover {
            negamax_alpha_beta(child, below, alpha, i32::MAX, &mut |_| {})
        } else {
            -negamax_alpha_beta(child, below, -i32::MAX, -alpha, &mut |_| {})
        };
        if best.is_none_or(|(_, so_far)| value > so_far) {
            best = Some((pit, value));
        }
    }
    best.map(|(pit, _)| pit)
}
// ANCHOR_END: best_move

// ANCHOR: at_least
/// Whether `position` is worth at least `bound` to the player to move, `depth` moves ahead,
/// from one search in the null window `bound - 1..bound`: the search fails high (answers
/// `bound` or more) exactly when the value is at least `bound`.
pub fn at_least<G: GameTree>(position: G, depth: u32, bound: i32) -> bool {
    negamax_alpha_beta(position, depth, bound - 1, bound, &mut |_| {}) >= bound
}
// ANCHOR_END: at_least
