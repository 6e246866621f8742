//! Chapter 13's challenges.

use crate::Pit;
use crate::search::{GameTree, best_moves};

// ANCHOR: principal_variation
/// The line best play follows from `position`, `depth` moves ahead: the lowest of the best
/// moves, then the line from the position after it, one move less ahead. Empty at depth 0 and
/// once the game is over.
pub fn principal_variation<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    match best_moves(position, depth).first() {
        Some(&pit) => [vec![pit], principal_variation(position.after(pit), below)].concat(),
        None => Vec::new(),
    }
}
// ANCHOR_END: principal_variation

// ANCHOR: max_value
/// Minimax as two rules: the value of `position` for the player to move, who takes the
/// largest of the values its moves lead to.
pub fn max_value<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mover = position.to_move();
    moves
        .into_iter()
        .map(|pit| value_for(position.after(pit), depth - 1, mover))
        .max()
        .unwrap_or_default()
}
// ANCHOR_END: max_value

// ANCHOR: min_value
/// The value of `position` for the player who is *not* to move, whose opponent takes the
/// smallest of the values its moves lead to, for them.
pub fn min_value<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return -position.store_difference();
    }
    let waiting = position.to_move().other();
    moves
        .into_iter()
        .map(|pit| value_for(position.after(pit), depth - 1, waiting))
        .min()
        .unwrap_or_default()
}

/// The value of `position` for `player`: `max_value` when they are to move, `min_value` when
/// their opponent is.
fn value_for<G: GameTree>(position: G, depth: u32, player: crate::Player) -> i32 {
    if position.to_move() == player {
        max_value(position, depth)
    } else {
        min_value(position, depth)
    }
}
// ANCHOR_END: min_value
