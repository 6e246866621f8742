//! Chapter 14: alpha-beta pruning. Negamax that skips the moves which cannot change the answer,
//! then the same search with its best moves tried first and deepened one move at a time.

use crate::Pit;
use crate::search::GameTree;

// ANCHOR: negamax_alpha_beta
/// Negamax inside the window `alpha..beta`, in the fixed order of [`GameTree::moves`], calling
/// `visit` once on every position it enters (the leaves too), before anything else.
///
/// A value inside the window is exact. A value at or below `alpha` only says "no better than
/// alpha", one at or above `beta` "at least beta": the caller has a better choice elsewhere, so
/// the search stops trying moves as soon as `alpha >= beta`. With the whole window,
/// `-i32::MAX..i32::MAX`, the answer is [`negamax`](crate::search::negamax)'s.
pub fn negamax_alpha_beta<G: GameTree>(
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
            negamax_alpha_beta(child, depth - 1, alpha, beta, visit)
        } else {
            -negamax_alpha_beta(child, depth - 1, -beta, -alpha, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: negamax_alpha_beta

// ANCHOR: ordered
/// The moves from `position` with the positions they lead to, the most promising first: the
/// largest store difference for the mover right after the move (a capture, a sowing into the
/// store), ties kept in pit order. A cheap guess that lets alpha-beta cut off sooner.
pub fn ordered_moves<G: GameTree>(position: G) -> Vec<(Pit, G)> {
    let mut children: Vec<(Pit, G)> = position
        .moves()
        .into_iter()
        .map(|pit| (pit, position.after(pit)))
        .collect();
    children.sort_by_key(|(_, child)| -mover_view(position, *child, child.store_difference()));
    children
}

/// `value`, a value of `child` from its mover's view, seen by the player to move at `parent`.
fn mover_view<G: GameTree>(parent: G, child: G, value: i32) -> i32 {
    if child.to_move() == parent.to_move() {
        value
    } else {
        -value
    }
}
// ANCHOR_END: ordered

// ANCHOR: ordered_search
/// [`negamax_alpha_beta`] trying the moves of [`ordered_moves`] in their order: the same value,
/// usually from far fewer positions. Counts every position entered in `nodes`.
pub fn alpha_beta_ordered<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    if depth == 0 || position.moves().is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for (_, child) in ordered_moves(position) {
        let value = if child.to_move() == position.to_move() {
            alpha_beta_ordered(child, depth - 1, alpha, beta, nodes)
        } else {
            -alpha_beta_ordered(child, depth - 1, -beta, -alpha, nodes)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: ordered_search

// ANCHOR: alpha_beta
/// The value of `position` searched `depth` moves ahead, for the player to move, and one of
/// its best moves (`None` at depth 0 or once the game is over). Iterative deepening: depth 1,
/// then 2, and so on, each round trying first the root moves the round before found best, so
/// the last, costliest round meets its best moves early. Counts positions entered in `nodes`.
pub fn alpha_beta_deepening<G: GameTree>(
    position: G,
    depth: u32,
    nodes: &mut u64,
) -> (i32, Option<Pit>) {
    let mut root = ordered_moves(position);
    let mut answer = (position.store_difference(), None);
    for round in 1..=depth {
        if root.is_empty() {
            break;
        }
        let mut scored: Vec<(i32, Pit, G)> = Vec::with_capacity(root.len());
        let mut alpha = -i32::MAX;
        for &(pit, child) in &root {
            let value = if child.to_move() == position.to_move() {
                alpha_beta_ordered(child, round - 1, alpha, i32::MAX, nodes)
            } else {
                -alpha_beta_ordered(child, round - 1, -i32::MAX, -alpha, nodes)
            };
            alpha = alpha.max(value);
            scored.push((value, pit, child));
        }
        // A value at or below alpha is only a bound; the stable sort keeps the exact best first.
        scored.sort_by_key(|&(value, _, _)| -value);
        answer = (scored[0].0, Some(scored[0].1));
        root = scored
            .into_iter()
            .map(|(_, pit, child)| (pit, child))
            .collect();
    }
    *nodes += 1;
    answer
}

/// The value of `position` for the player to move, `depth` moves ahead, and one of its best
/// moves: negamax's value, found by alpha-beta with move ordering and iterative deepening.
pub fn alpha_beta<G: GameTree>(position: G, depth: u32) -> (i32, Option<Pit>) {
    alpha_beta_deepening(position, depth, &mut 0)
}
// ANCHOR_END: alpha_beta
