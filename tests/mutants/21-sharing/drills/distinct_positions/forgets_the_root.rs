//! Mistake: gathers the positions of the children's trees and forgets the root's own.
use std::collections::HashSet;

use ayoayo::search::GameTree;
use ayoayo::tree::Tree;

pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    fn gather<G: GameTree>(tree: &Tree<G>, seen: &mut HashSet<G>) {
        for child in &tree.children {
            seen.insert(child.position);
            gather(child, seen);
        }
    }
    let mut seen = HashSet::new();
    gather(tree, &mut seen);
    seen.len()
}
