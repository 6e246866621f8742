//! Mistake: hands the subtrees the same depth instead of one more, so every node is labelled
//! with the root's depth.
use ayoayo::lazy::Lazy;

pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let label = (tree.label.clone(), depth);
    Lazy::new(label, move || {
        tree.subtrees()
            .map(move |subtree| with_depth(subtree, depth))
    })
}
