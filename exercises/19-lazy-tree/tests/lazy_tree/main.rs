//! Chapter 19's tests, in the order to read them: worked examples (what the tree makes, and
//! when; small trees valued by hand), a picture of a scored tree, then properties on positions
//! of every system reached by random play. Each function is tested on trees the reference made,
//! so a mistake is reported where it is. Every test runs in a child process (see `testkit`), so
//! a walk that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;

use std::fmt::Debug;

use ayoayo::lazy::Lazy;
pub use testkit::positions::{Shown, reached};

/// The most nodes a test walks in one tree. Every tree the tests compare is smaller, so a tree
/// with more has not been cut where it should have been.
pub const MOST_NODES: usize = 5_000;

/// A node of a walked tree: the way to it from the root (which subtree to take at each level,
/// counting from 0) and its label.
pub type Node<L> = (Vec<usize>, L);

/// The nodes of `tree`, root first, each followed by its subtrees in order (preorder), with at
/// most [`MOST_NODES`] of them: a longer walk stops there.
pub fn nodes<L: Clone>(tree: &Lazy<L>) -> Vec<Node<L>> {
    fn walk<L: Clone>(tree: &Lazy<L>, way: &mut Vec<usize>, found: &mut Vec<Node<L>>) {
        found.push((way.clone(), tree.label.clone()));
        for (number, subtree) in tree.subtrees().enumerate() {
            if found.len() >= MOST_NODES {
                return;
            }
            way.push(number);
            walk(&subtree, way, found);
            way.pop();
        }
    }
    let mut found = Vec::new();
    walk(tree, &mut Vec::new(), &mut found);
    found
}

/// The way to a node, in words.
pub fn way_to(way: &[usize]) -> String {
    match way {
        [] => "the root".to_string(),
        _ => format!(
            "the node at depth {} reached by taking subtrees {way:?} (counting from 0)",
            way.len()
        ),
    }
}

/// `None` when the two trees have the same nodes, with the same labels, in the same order;
/// otherwise the first place they part, in words. `call` names the learner's call.
pub fn tree_difference<L: Clone + Debug + PartialEq>(
    call: &str,
    yours: &Lazy<L>,
    reference: &Lazy<L>,
) -> Option<String> {
    let (mine, theirs) = (nodes(yours), nodes(reference));
    let first = (0..mine.len().max(theirs.len())).find(|&i| mine.get(i) != theirs.get(i))?;
    let said = match (mine.get(first), theirs.get(first)) {
        (Some((way, label)), Some((their_way, their_label))) if way == their_way => format!(
            "At {}, your tree's label is\n  {label:?}\nand the reference's is\n  {their_label:?}",
            way_to(way)
        ),
        (Some((way, _)), Some((their_way, _))) if way.len() > their_way.len() => format!(
            "Your tree has {}, where the reference's has no node: it goes deeper than it \
             should. The reference's next node is {}.",
            way_to(way),
            way_to(their_way)
        ),
        (Some(_), Some((their_way, _))) | (None, Some((their_way, _))) => format!(
            "Your tree has no node at {}, where the reference's has one: a subtree is missing.",
            way_to(their_way)
        ),
        (Some((way, _)), None) if mine.len() >= MOST_NODES => format!(
            "Your tree goes on past {MOST_NODES} nodes (the last walked: {}), where the \
             reference's has {}: is it cut where it should be?",
            way_to(way),
            theirs.len()
        ),
        (Some((way, _)), None) => format!(
            "Your tree has {}, where the reference's has no node: it has {} nodes to your {}.",
            way_to(way),
            theirs.len(),
            mine.len()
        ),
        (None, None) => unreachable!("the trees part at a node one of them has"),
    };
    Some(format!(
        "Your call {call} gives a tree that differs from the reference's.\n{said}"
    ))
}
