//! Mistake: labels each position with its store difference alone and negates every child's
//! value, even after an extra move, when the same player moves again.
use ayoayo::search::GameTree;

pub use ayoayo::tree::{grow, size, height, leaves, fringe, fold_tree, map_tree};

pub fn negamax_fold<G: GameTree>(tree: &Tree<G>) -> i32 {
    let labelled = map_tree(tree, &|position: &G| position.store_difference());
    fold_tree(&labelled, &|&difference, children: Vec<i32>| {
        children
            .into_iter()
            .map(|value| -value)
            .max()
            .unwrap_or(difference)
    })
}
