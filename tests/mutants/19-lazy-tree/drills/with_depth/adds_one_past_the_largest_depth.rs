//! Mistake: adds one with `+`, which overflows (and panics, in a test build) below a root at
//! depth `u32::MAX`.
use ayoayo::lazy::Lazy;

pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let label = (tree.label.clone(), depth);
    Lazy::new(label, move || {
        tree.subtrees()
            .map(move |subtree| with_depth(subtree, depth + 1))
    })
}
