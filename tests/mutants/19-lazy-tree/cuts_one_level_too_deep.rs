//! Mistake: prunes one level too deep: a node at depth `depth` keeps its subtrees, as leaves.
use ayoayo::lazy::Lazy;
pub use ayoayo::lazy::{game_tree, map_tree, score_for, maximise, minimise, evaluate};

pub fn prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    let label = tree.label.clone();
    Lazy::new(label, move || {
        tree.subtrees().map(move |subtree| {
            if depth == 0 {
                Lazy::leaf(subtree.label)
            } else {
                prune(depth - 1, subtree)
            }
        })
    })
}
