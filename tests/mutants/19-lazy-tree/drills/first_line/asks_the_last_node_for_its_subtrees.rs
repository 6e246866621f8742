//! Mistake: asks each node for its first subtree before looking at the steps left, so the
//! last node of the line makes a position that is never used.
use ayoayo::lazy::Lazy;

pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let mut line = vec![tree.label.clone()];
    if let Some(first) = tree.subtrees().next() {
        if steps > 0 {
            line.extend(first_line(&first, steps - 1));
        }
    }
    line
}
