//! Mistake: stops at depth 1 instead of 0, so every pruned tree is a level short, and
//! `prune(1, tree)` is the root alone.
use ayoayo::lazy::Lazy;
pub use ayoayo::lazy::{game_tree, map_tree, score_for, maximise, minimise, evaluate};

pub fn prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    if depth <= 1 {
        return Lazy::leaf(tree.label);
    }
    let label = tree.label.clone();
    Lazy::new(label, move || {
        tree.subtrees()
            .map(move |subtree| prune(depth - 1, subtree))
    })
}
