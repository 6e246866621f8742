//! Mistake: copies the children out in the reverse order.
use ayoayo::tree::Tree;

pub fn expand<G: Clone>(tree: &Shared<G>) -> Tree<G> {
    let (position, children) = &*tree.0;
    Tree {
        position: position.clone(),
        children: children.iter().rev().map(expand).collect(),
    }
}
