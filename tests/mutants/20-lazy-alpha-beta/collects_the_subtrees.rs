//! Mistake: `maximise_values` collects a node's subtrees into a `Vec` before valuing them, so
//! all are made at once, even when the node above cuts the list short (the right values, from
//! more positions).
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::pruning::{evaluate_pruned, map_max, map_min, min_above};
use std::iter;

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let subtrees: Vec<Lazy<Score>> = tree.subtrees().collect();
    if subtrees.is_empty() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.into_iter().map(|subtree| -> Values {
        if subtree.label.mine {
            Box::new(iter::once(maximise_values(subtree).max().expect("a value")))
        } else {
            minimise_values(subtree)
        }
    }))
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
