//! Style: the recipe pulls each subtree by hand in `std::iter::from_fn`, instead of `map`.
//!
//! Each run of the recipe asks the tree for its subtrees afresh, and the iterator it gives labels
//! the next subtree only when it is asked for, with the depth one more than this node's (worked out
//! once, saturating at `u32::MAX`). Nothing is made before it is asked for, so the positions made
//! are the game tree's own.
use std::iter;

use ayoayo::lazy::Lazy;

pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let label = (tree.label.clone(), depth);
    let deeper = depth.saturating_add(1);
    Lazy::new(label, move || {
        let mut subtrees = tree.subtrees();
        iter::from_fn(move || subtrees.next().map(|subtree| with_depth(subtree, deeper)))
    })
}
