//! Chapter 14's drills: alpha-beta as two functions that call each other, the window never
//! negated; the search handed the order of its moves as a function; and such an order, built
//! from a guess handed in as a function.

use crate::Pit;
use crate::search::GameTree;

// ANCHOR: max_pruned
/// Alpha-beta as minimax's two rules: the value of `position` for the player to move, who takes
/// the largest of the values its moves lead to, searched in the window `alpha..beta` (both for
/// that player), calling `visit` first on every position it enters. A child where the opponent
/// moves goes to [`min_pruned`] with the same window, never negated: the values and the window
/// stay this player's all the way down. The positions entered are those of
/// [`negamax_alpha_beta`](crate::search::negamax_alpha_beta) with the same window.
pub fn max_pruned<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            max_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            min_pruned(child, depth - 1, alpha, beta, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: max_pruned

// ANCHOR: min_pruned
/// [`max_pruned`]'s partner: the value of `position` for the player *waiting* (not to move),
/// whose opponent, to move, takes the smallest of the values its moves lead to, searched in the
/// window `alpha..beta` for the waiting player. The opponent lowers `beta`, and stops once it
/// meets `alpha`: the waiting player has something better elsewhere. A leaf is worth minus its
/// store difference. The positions entered are those of `negamax_alpha_beta` in the window
/// `-beta..-alpha`.
pub fn min_pruned<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    mut beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return -position.store_difference();
    }
    let mut best = i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            min_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            max_pruned(child, depth - 1, alpha, beta, visit)
        };
        best = best.min(value);
        beta = beta.min(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: min_pruned

// ANCHOR: pruned_in_order
/// [`negamax_alpha_beta`](crate::search::negamax_alpha_beta) trying the moves in the order
/// `order` gives them, a function of the position, instead of `moves()`'s: the same value with
/// the whole window, from fewer positions when the order puts good moves first. `order` is
/// asked only where there are moves, and is meant to return them all, reordered.
pub fn pruned_in_order<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    order: &impl Fn(&G) -> Vec<Pit>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    if depth == 0 || position.moves().is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in order(&position) {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            pruned_in_order(child, depth - 1, alpha, beta, order, visit)
        } else {
            -pruned_in_order(child, depth - 1, -beta, -alpha, order, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: pruned_in_order

// ANCHOR: promising_first
/// The moves of `position`, the most promising first: ranked by `guess` of the position after
/// each, seen by the player to move here (negated when the opponent moves next, kept after an
/// extra move), largest first; moves guessed alike keep their pit order, as a stable sort
/// leaves them. With `GameTree::store_difference` as the guess it is the reference's
/// `ordered_moves`, without the positions.
pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let mut ranked: Vec<(i32, Pit)> = position
        .moves()
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let seen = guess(&child);
            let mine = if child.to_move() == position.to_move() {
                seen
            } else {
                seen.saturating_neg()
            };
            (mine, pit)
        })
        .collect();
    ranked.sort_by_key(|&(mine, _)| std::cmp::Reverse(mine));
    ranked.into_iter().map(|(_, pit)| pit).collect()
}
// ANCHOR_END: promising_first
