//! Mistake: `maximise_values` takes every subtree for the opponent's, `minimise_values` every
//! one for mine: after an extra move the mover is valued as their opponent.
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::pruning::{evaluate_pruned, map_max, map_min, min_above};
use std::iter;

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.map(minimise_values))
}

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_max(subtrees.map(maximise_values))
}
