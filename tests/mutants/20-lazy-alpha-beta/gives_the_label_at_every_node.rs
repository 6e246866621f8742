//! Mistake: `maximise_values` gives the node's own static value, leaf or not: the evaluator
//! never looks past the root. (`minimise_values` is right, and never called.)
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::pruning::{evaluate_pruned, map_max, map_min, min_above};
use std::iter;

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    Box::new(iter::once(tree.label.value))
}

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_max(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            maximise_values(subtree)
        } else {
            Box::new(iter::once(minimise_values(subtree).min().expect("a value")))
        }
    }))
}
