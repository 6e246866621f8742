//! Mistake: copies the root's children out as leaves, forgetting to expand each of them in
//! turn.
use ayoayo::tree::Tree;

pub fn expand<G: Clone>(tree: &Shared<G>) -> Tree<G> {
    let (position, children) = &*tree.0;
    Tree {
        position: position.clone(),
        children: children
            .iter()
            .map(|child| Tree {
                position: child.0.0.clone(),
                children: Vec::new(),
            })
            .collect(),
    }
}
