//! Mistake: at depth 0 gives the subtree back as it is, children and all, instead of a leaf.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    if depth == 0 {
        return tree.clone();
    }
    Tree {
        position: tree.position.clone(),
        children: tree
            .children
            .iter()
            .map(|child| cut(child, depth - 1))
            .collect(),
    }
}
