//! Mistake: collects a node's subtrees into a `Vec` to take the first, so every sibling on the
//! way is made too.
use ayoayo::lazy::Lazy;

pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let mut line = vec![tree.label.clone()];
    if steps > 0 {
        let subtrees: Vec<Lazy<L>> = tree.subtrees().collect();
        if let Some(first) = subtrees.first() {
            line.extend(first_line(first, steps - 1));
        }
    }
    line
}
