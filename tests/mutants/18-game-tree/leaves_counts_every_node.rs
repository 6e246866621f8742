//! Mistake: counts every node as a leaf, not only those with no children.
pub use ayoayo::tree::{grow, size, height, fringe, fold_tree, map_tree, negamax_fold};

pub fn leaves<P>(tree: &Tree<P>) -> u64 {
    1 + tree.children.iter().map(leaves).sum::<u64>()
}
