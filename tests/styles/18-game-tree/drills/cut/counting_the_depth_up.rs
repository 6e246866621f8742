//! Style: a helper counting the depth up from the root, and a `for` loop that pushes the children.
//!
//! The model answer counts `depth` down with `checked_sub` and maps the children instead. A node at
//! `level` moves below the root keeps its children only while `level` is under `depth`, so the
//! nodes `depth` moves down are leaves and everything above keeps its children, each in its place.
//! `level + 1` never overflows: it is at most `depth`.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    fn below<P: Clone>(node: &Tree<P>, level: u32, depth: u32) -> Tree<P> {
        let mut children = Vec::new();
        if level < depth {
            for child in &node.children {
                children.push(below(child, level + 1, depth));
            }
        }
        Tree {
            position: node.position.clone(),
            children,
        }
    }
    below(tree, 0, depth)
}
