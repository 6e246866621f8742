//! Mistake: `minimise_values` is a copy of `maximise_values` that still calls `map_min`, so at
//! the opponent's nodes it leaves out the lists that could lower the minimum.
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::pruning::{evaluate_pruned, map_max, map_min, min_above};
use std::iter;

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            maximise_values(subtree)
        } else {
            Box::new(iter::once(minimise_values(subtree).min().expect("a value")))
        }
    }))
}

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            Box::new(iter::once(maximise_values(subtree).max().expect("a value")))
        } else {
            minimise_values(subtree)
        }
    }))
}
