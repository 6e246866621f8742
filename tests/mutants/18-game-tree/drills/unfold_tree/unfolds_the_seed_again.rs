//! Mistake: grows each child from the seed itself instead of from the child's own seed, so
//! the recursion never reaches a seed with no children, and never ends.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    let grown = children(&seed)
        .into_iter()
        .map(|_| unfold_tree(seed.clone(), children))
        .collect();
    Tree {
        position: seed,
        children: grown,
    }
}
