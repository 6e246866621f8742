//! Mistake: maps the root and its children, but forgets to recurse: the grandchildren are
//! dropped, and each child comes back a leaf.
pub use ayoayo::tree::{grow, size, height, leaves, fringe, fold_tree, negamax_fold};

pub fn map_tree<P, Q>(tree: &Tree<P>, f: &impl Fn(&P) -> Q) -> Tree<Q> {
    Tree {
        position: f(&tree.position),
        children: tree
            .children
            .iter()
            .map(|child| Tree {
                position: f(&child.position),
                children: Vec::new(),
            })
            .collect(),
    }
}
