//! Style: no recursion: an explicit stack of the nodes still growing.
//!
//! Each node on the stack keeps the seeds of its children still to grow and the trees of those
//! already grown. The node being grown takes its next child seed and pushes itself, that child
//! becoming the node being grown; a node with no seed left is finished, a tree, and goes to its
//! parent, which is popped and carries on. Each node's children are grown and added in the order
//! `children` gives them, and the root, finished with no parent, is the answer. Every seed is
//! handed to `children` once, as in the recursive unfold.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    struct Growing<S> {
        seed: S,
        seeds_left: std::vec::IntoIter<S>,
        grown: Vec<Tree<S>>,
    }
    let start = |seed: S| Growing {
        seeds_left: children(&seed).into_iter(),
        seed,
        grown: Vec::new(),
    };
    let mut current = start(seed);
    let mut parents: Vec<Growing<S>> = Vec::new();
    loop {
        if let Some(child) = current.seeds_left.next() {
            parents.push(std::mem::replace(&mut current, start(child)));
            continue;
        }
        let finished = Tree {
            position: current.seed,
            children: current.grown,
        };
        match parents.pop() {
            Some(mut parent) => {
                parent.grown.push(finished);
                current = parent;
            }
            None => return finished,
        }
    }
}
