//! Style: no recursion: `std::iter::from_fn` over an explicit stack of the subtrees' iterators.
//!
//! The top of the stack gives the next node to visit. A node whose subtrees (peeked) are none is a
//! leaf, and its value is the next of the list; any other node pushes its subtrees, so they are
//! visited before its later siblings, left to right. An iterator with nothing left is popped. A
//! node is made only when the walk reaches it, one at a time: the same nodes in the same order as
//! the model answer's `flat_map`, so the first value makes only the nodes down the first branch.
use std::iter;

use ayoayo::lazy::{Lazy, Score};

pub fn leaf_values(tree: Lazy<Score>) -> Values {
    let mut stack: Vec<Box<dyn Iterator<Item = Lazy<Score>>>> = vec![Box::new(iter::once(tree))];
    Box::new(iter::from_fn(move || {
        while let Some(top) = stack.last_mut() {
            let Some(node) = top.next() else {
                stack.pop();
                continue;
            };
            let mut subtrees = node.subtrees().peekable();
            if subtrees.peek().is_none() {
                return Some(node.label.value);
            }
            stack.push(Box::new(subtrees));
        }
        None
    }))
}
