//! Mistake: collects a node's subtrees into a `Vec` before listing their leaves, so the first
//! value makes every sibling on the way down.
use ayoayo::lazy::{Lazy, Score};

pub fn leaf_values(tree: Lazy<Score>) -> Values {
    let subtrees: Vec<Lazy<Score>> = tree.subtrees().collect();
    if subtrees.is_empty() {
        return Box::new(std::iter::once(tree.label.value));
    }
    Box::new(subtrees.into_iter().flat_map(leaf_values))
}
