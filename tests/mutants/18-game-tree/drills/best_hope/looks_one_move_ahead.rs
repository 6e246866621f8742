//! Mistake: takes the best score among the root's children, as if the tree were one move
//! deep, instead of folding down to the leaves.
pub fn best_hope(tree: &Tree<i32>) -> i32 {
    tree.children
        .iter()
        .map(|child| child.position)
        .max()
        .unwrap_or(tree.position)
}
