//! Part III: thinking ahead. Every system of Parts I and II seen the same way by search:
//! positions as values, the moves from each, and a score; then the game tree explored by
//! plain recursion over positions, never built.

mod alpha_beta;
mod games;
mod memo;

pub use crate::perft::{divide, perft};
pub use alpha_beta::{
    alpha_beta, alpha_beta_deepening, alpha_beta_ordered, negamax_alpha_beta, ordered_moves,
};
pub use games::{Ayoayo, Kalah};
pub use memo::{OWARE_ENDING, Savings, Table, memo_negamax, savings};

use std::fmt::Debug;
use std::hash::Hash;

use crate::{Pit, Player};

// ANCHOR: game
/// A two-player sowing game as search sees it: a position, the root of the tree of the games
/// that can follow it. A position is a plain `Copy` value; playing a move returns a new one. Moves come in increasing pit order: the fixed order every search of
/// the course visits them in.
pub trait GameTree: Copy + Eq + Hash + Debug {
    /// The moves the player to move may play, in increasing order; none once the game is over.
    fn moves(&self) -> Vec<Pit>;
    /// The position after `pit`, one of [`GameTree::moves`].
    fn after(&self, pit: Pit) -> Self;
    /// Who moves next (the same player again after an extra move).
    fn to_move(&self) -> Player;
    /// Each player's stones so far: captured, or in their store; once the game is over, the
    /// final count, with whatever the end rule hands out.
    fn stores(&self) -> [u8; 2];

    /// The evaluation, from the point of view of the player to move: their stones minus their
    /// opponent's.
    fn store_difference(&self) -> i32 {
        let [south, north] = self.stores().map(i32::from);
        match self.to_move() {
            Player::South => south - north,
            Player::North => north - south,
        }
    }
}
// ANCHOR_END: game

// ANCHOR: minimax
/// Plain minimax, `depth` moves ahead: the store difference for `me` that best play by both
/// sides reaches. `me` maximises, the other player minimises; a leaf (depth 0, or the game over)
/// is scored as it stands.
pub fn minimax<G: GameTree>(position: G, depth: u32, me: Player) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        let difference = position.store_difference();
        return if position.to_move() == me {
            difference
        } else {
            -difference
        };
    }
    let values = moves
        .into_iter()
        .map(|pit| minimax(position.after(pit), depth - 1, me));
    let best = if position.to_move() == me {
        values.max()
    } else {
        values.min()
    };
    best.unwrap_or_default()
}
// ANCHOR_END: minimax

// ANCHOR: negamax
/// Negamax: minimax with one rule instead of two. A position's value, for the player to move,
/// is the best of its children's values, each negated when the child is the opponent's move
/// (and kept as it is after an extra move, when the same player moves again).
pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax(child, depth - 1);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
// ANCHOR_END: negamax

// ANCHOR: best_moves
/// Every move whose value, looking `depth` moves ahead (the move itself the first of them, so a
/// `depth` of 0 counts as 1), is the best there is, in increasing order: ties are all kept, for
/// a player or a tool to choose among. None once the game is over.
pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let valued: Vec<(Pit, i32)> = position
        .moves()
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax(child, depth.saturating_sub(1));
            let same_mover = child.to_move() == position.to_move();
            (pit, if same_mover { value } else { -value })
        })
        .collect();
    let best = valued.iter().map(|&(_, value)| value).max();
    valued
        .into_iter()
        .filter(|&(_, value)| Some(value) == best)
        .map(|(pit, _)| pit)
        .collect()
}
// ANCHOR_END: best_moves
