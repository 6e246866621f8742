//! Style: a `for` loop over the steps, walking down the first branch, instead of recursion.
//!
//! Each turn asks the node reached so far for its first subtree only (`next()` on its subtrees),
//! pushes that subtree's label and moves to it; a node with no subtree ends the walk early. The
//! loop runs at most `steps` times and asks one node each time, so the last node of the line is
//! never asked for its subtrees: one position made a step, as the model answer makes. Cloning the
//! root copies its label and shares its recipe; it makes nothing.
use ayoayo::lazy::Lazy;

pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let mut line = vec![tree.label.clone()];
    let mut node = tree.clone();
    for _ in 0..steps {
        let Some(first) = node.subtrees().next() else {
            break;
        };
        line.push(first.label.clone());
        node = first;
    }
    line
}
