//! Mistake: counts each node's children but never the root itself, so the size is one short.
pub use ayoayo::tree::{grow, height, leaves, fringe, fold_tree, map_tree, negamax_fold};

pub fn size<P>(tree: &Tree<P>) -> u64 {
    tree.children.len() as u64 + tree.children.iter().map(size).sum::<u64>()
}
