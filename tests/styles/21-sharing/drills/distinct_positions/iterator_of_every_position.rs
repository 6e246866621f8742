//! Style: an iterator chain: every position of the tree as one iterator, collected into a set.
//!
//! A node's positions are its own, then those of each child's tree in turn (`once`, `chain` and
//! `flat_map`, boxed because the iterator's type is recursive). Collected into a `HashSet`, a
//! position met twice is kept once, so the set's size is the number of different positions.
use std::collections::HashSet;
use std::iter;

use ayoayo::search::GameTree;
use ayoayo::tree::Tree;

pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    fn every<G: GameTree>(tree: &Tree<G>) -> Box<dyn Iterator<Item = G> + '_> {
        Box::new(iter::once(tree.position).chain(tree.children.iter().flat_map(every)))
    }
    every(tree).collect::<HashSet<G>>().len()
}
