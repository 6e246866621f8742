//! Mistake: counts a leaf above the depth (a game that ended early) as if it reached it, so the
//! fringe is the leaves, not perft.
pub use ayoayo::tree::{grow, size, height, leaves, fold_tree, map_tree, negamax_fold};

pub fn fringe<P>(tree: &Tree<P>, depth: u32) -> u64 {
    if depth == 0 || tree.children.is_empty() {
        return 1;
    }
    tree.children.iter().map(|child| fringe(child, depth - 1)).sum()
}
