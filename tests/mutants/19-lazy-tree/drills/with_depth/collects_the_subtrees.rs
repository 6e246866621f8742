//! Mistake: collects the subtrees into a `Vec` to label them, so asking for the first subtree
//! makes all of them.
use ayoayo::lazy::Lazy;

pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let label = (tree.label.clone(), depth);
    Lazy::new(label, move || {
        let subtrees: Vec<Lazy<L>> = tree.subtrees().collect();
        subtrees
            .into_iter()
            .map(|subtree| with_depth(subtree, depth.saturating_add(1)))
            .collect::<Vec<_>>()
    })
}
