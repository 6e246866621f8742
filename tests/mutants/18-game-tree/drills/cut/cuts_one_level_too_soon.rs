//! Mistake: makes a node a leaf at depth 1 instead of 0, so the tree comes back one move
//! shallower than asked.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    if depth <= 1 {
        return Tree {
            position: tree.position.clone(),
            children: Vec::new(),
        };
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
