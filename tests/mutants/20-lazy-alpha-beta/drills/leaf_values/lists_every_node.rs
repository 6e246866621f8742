//! Mistake: gives every node's value, inner nodes too, where only the leaves' are asked for.
use ayoayo::lazy::{Lazy, Score};

pub fn leaf_values(tree: Lazy<Score>) -> Values {
    let value = tree.label.value;
    Box::new(std::iter::once(value).chain(tree.subtrees().flat_map(leaf_values)))
}
