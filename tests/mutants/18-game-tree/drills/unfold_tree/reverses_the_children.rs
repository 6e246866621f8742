//! Mistake: puts the children in the reverse order of `children(&seed)`.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    let grown = children(&seed)
        .into_iter()
        .rev()
        .map(|child| unfold_tree(child, children))
        .collect();
    Tree {
        position: seed,
        children: grown,
    }
}
