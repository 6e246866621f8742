//! Chapter 13's drills: a game tree walked by recursion with two rules, one for each side, as
//! two functions calling each other or one function choosing its rule by whose move it is; and
//! searches handed a function, the evaluation of a leaf or the opponent's choice of move.

use crate::search::GameTree;
use crate::{Pit, Player};

// ANCHOR: can_force_lead
/// Whether the player to move can make sure to be ahead, `depth` moves ahead: a leaf (depth 0,
/// or the game over) when its store difference is above 0; otherwise when *some* move leads to
/// a position where they can still force it (an extra move: their turn again) or where their
/// opponent, to move, must trail. It is `negamax(position, depth) > 0`, with no numbers
/// searched: only yes and no, and `any` stops at the first move that does it.
pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() > 0;
    }
    moves.into_iter().any(|pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            can_force_lead(child, depth - 1)
        } else {
            must_trail(child, depth - 1)
        }
    })
}
// ANCHOR_END: can_force_lead

// ANCHOR: must_trail
/// Whether the player to move ends behind, `depth` moves ahead, whatever they do: a leaf when
/// its store difference is below 0; otherwise when *every* move leads to a position where they
/// must still trail (an extra move) or where their opponent, to move, can force a lead. It is
/// `negamax(position, depth) < 0`: [`can_force_lead`]'s partner, with `all` for its `any`.
pub fn must_trail<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() < 0;
    }
    moves.into_iter().all(|pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            must_trail(child, depth - 1)
        } else {
            can_force_lead(child, depth - 1)
        }
    })
}
// ANCHOR_END: must_trail

// ANCHOR: value_with
/// Negamax with the evaluation handed in: a leaf (depth 0, or the game over) is worth
/// `evaluate(&leaf)`, a value for the player to move there, and any other position the best of
/// its children's values, negated when the opponent moves next. The search does not change
/// when the guess does: with `GameTree::store_difference` it is chapter 13's `negamax`.
pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return evaluate(&position);
    }
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = value_with(child, depth - 1, evaluate);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
// ANCHOR_END: value_with

// ANCHOR: value_against
/// The store difference for `me` that best play reaches, `depth` moves ahead, against an
/// opponent who always sows the pit `reply` chooses: where `me` moves, the largest of the
/// children's values; where the opponent moves, the value of the one child `reply` picks. A leaf
/// is scored for `me`. One function, its rule chosen by whose move it is; never less than
/// `minimax(position, depth, me)`, since no opponent does better than the best one.
pub fn value_against<G: GameTree>(
    position: G,
    depth: u32,
    me: Player,
    reply: &impl Fn(&G) -> Pit,
) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        let difference = position.store_difference();
        return if position.to_move() == me {
            difference
        } else {
            -difference
        };
    }
    if position.to_move() == me {
        moves
            .into_iter()
            .map(|pit| value_against(position.after(pit), depth - 1, me, reply))
            .max()
            .unwrap_or_default()
    } else {
        value_against(position.after(reply(&position)), depth - 1, me, reply)
    }
}
// ANCHOR_END: value_against
