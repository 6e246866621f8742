//! Mistake: hands `combine` the children's results last child first.
pub use ayoayo::tree::{grow, size, height, leaves, fringe, map_tree, negamax_fold};

pub fn fold_tree<P, R>(tree: &Tree<P>, combine: &impl Fn(&P, Vec<R>) -> R) -> R {
    let results = tree
        .children
        .iter()
        .rev()
        .map(|child| fold_tree(child, combine))
        .collect();
    combine(&tree.position, results)
}
