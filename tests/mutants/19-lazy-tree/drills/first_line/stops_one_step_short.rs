//! Mistake: stops at one step left instead of none, so the line is one position short.
use ayoayo::lazy::Lazy;

pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let mut line = vec![tree.label.clone()];
    if steps > 1 {
        if let Some(first) = tree.subtrees().next() {
            line.extend(first_line(&first, steps - 1));
        }
    }
    line
}
