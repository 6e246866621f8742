//! Chapter 18's tests, in the order to read them: worked examples on small trees, pictures of
//! the trees your `grow` makes, then properties on random positions of every system, against
//! the reference and chapters 12 and 13. Every test runs in a child process (see `testkit`), so
//! a recursion that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod pictures;
mod properties;

use ayoayo::tree;
use game_tree::Tree;
pub use testkit::positions::{Shown, reached};

/// Your tree as the reference's type, to compare and draw: the same positions and shape.
pub fn as_reference<P: Clone>(yours: &Tree<P>) -> tree::Tree<P> {
    tree::Tree {
        position: yours.position.clone(),
        children: yours.children.iter().map(as_reference).collect(),
    }
}

/// The reference's tree as your type, to hand to your functions: the tests of `size`, `height`
/// and the others do not depend on your `grow`.
pub fn as_yours<P: Clone>(reference: &tree::Tree<P>) -> Tree<P> {
    Tree {
        position: reference.position.clone(),
        children: reference.children.iter().map(as_yours).collect(),
    }
}

/// The reference's tree of `position`, `depth` moves deep, as your type.
pub fn grown<G: Shown>(position: G, depth: u32) -> Tree<G> {
    as_yours(&tree::grow(position, depth))
}

/// A position on one line, marked when the game is over there.
pub fn label<G: Shown>(position: &G) -> String {
    let over = if position.moves().is_empty() {
        "  (game over)"
    } else {
        ""
    };
    format!("{}{over}", position.line())
}

/// `None` when the two trees are equal; otherwise the first node where they part, found by
/// walking both from the root in order, said in words with the position drawn.
pub fn tree_difference<G: Shown>(
    yours: &tree::Tree<G>,
    reference: &tree::Tree<G>,
) -> Option<String> {
    fn walk<G: Shown>(
        yours: &tree::Tree<G>,
        reference: &tree::Tree<G>,
        path: &mut Vec<String>,
    ) -> Option<String> {
        let at = if path.is_empty() {
            "At the root".to_string()
        } else {
            format!("After the moves {}", path.join(", "))
        };
        if yours.position != reference.position {
            return Some(format!(
                "{at}, your tree holds\n{}\nwhere the reference's holds\n{}",
                yours.position.picture(),
                reference.position.picture()
            ));
        }
        let (mine, theirs) = (yours.children.len(), reference.children.len());
        if mine != theirs {
            let why = if theirs == 0 {
                "a leaf: the depth is used up there, or the game is over"
            } else {
                "one child per move of `position.moves()`"
            };
            return Some(format!(
                "{at}, your node has {mine} children; the reference's has {theirs} ({why}). \
                 The position there:\n{}",
                reference.position.picture()
            ));
        }
        let moves = reference.position.moves();
        for ((mine, theirs), pit) in yours.children.iter().zip(&reference.children).zip(moves) {
            path.push(format!("pit {pit}"));
            if let Some(difference) = walk(mine, theirs, path) {
                return Some(difference);
            }
            path.pop();
        }
        None
    }
    walk(yours, reference, &mut Vec::new())
}
