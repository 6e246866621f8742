//! Style: an explicit stack of the nodes to visit, instead of a recursive helper.
//!
//! Every node is pushed once and popped once, so every position of the tree goes into the set, the
//! root's too; a position met again is already there, and the set's size counts each different
//! position once.
use std::collections::HashSet;

use ayoayo::search::GameTree;
use ayoayo::tree::Tree;

pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    let mut seen = HashSet::new();
    let mut stack = vec![tree];
    while let Some(node) = stack.pop() {
        seen.insert(node.position);
        stack.extend(&node.children);
    }
    seen.len()
}
