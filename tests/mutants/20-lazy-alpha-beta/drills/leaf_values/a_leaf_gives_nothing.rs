//! Mistake: forgets the base case: a leaf's subtrees are none, so it gives no value, and the
//! list of every tree is empty.
use ayoayo::lazy::{Lazy, Score};

pub fn leaf_values(tree: Lazy<Score>) -> Values {
    Box::new(tree.subtrees().flat_map(leaf_values))
}
