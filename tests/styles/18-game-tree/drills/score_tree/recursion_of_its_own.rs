//! Style: the recursion written out, one call a child, instead of a closure handed to `map_tree`.
//!
//! Each node keeps its place and its children in order; its label is the store difference of the
//! player to move there, negated when that player is not `me`, which is the difference seen by
//! `me`.
use ayoayo::Player;
use ayoayo::search::GameTree;

pub fn score_tree<G: GameTree>(tree: &Tree<G>, me: Player) -> Tree<i32> {
    let sign = if tree.position.to_move() == me { 1 } else { -1 };
    Tree {
        position: sign * tree.position.store_difference(),
        children: tree
            .children
            .iter()
            .map(|child| score_tree(child, me))
            .collect(),
    }
}
