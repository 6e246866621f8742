//! Mistake: hands the children the same depth instead of one less, so nothing below the root
//! is ever cut.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    if depth == 0 {
        return Tree {
            position: tree.position.clone(),
            children: Vec::new(),
        };
    }
    Tree {
        position: tree.position.clone(),
        children: tree.children.iter().map(|child| cut(child, depth)).collect(),
    }
}
