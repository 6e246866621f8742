//! Mistake: counts the nodes on the longest path rather than the moves: a leaf is 1.
pub use ayoayo::tree::{grow, size, leaves, fringe, fold_tree, map_tree, negamax_fold};

pub fn height<P>(tree: &Tree<P>) -> u32 {
    1 + tree.children.iter().map(height).max().unwrap_or(0)
}
