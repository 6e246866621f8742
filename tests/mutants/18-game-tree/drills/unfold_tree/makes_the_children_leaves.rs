//! Mistake: makes each child a leaf holding its seed, forgetting to grow the child's own
//! children: the tree stops one level below the root.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    let grown = children(&seed)
        .into_iter()
        .map(|child| Tree {
            position: child,
            children: Vec::new(),
        })
        .collect();
    Tree {
        position: seed,
        children: grown,
    }
}
