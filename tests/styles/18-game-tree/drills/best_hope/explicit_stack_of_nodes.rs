//! Style: an explicit stack of the nodes to visit and the best leaf so far, instead of `fold_tree`.
//!
//! Every node is pushed once and popped once; a node with children hands them to the stack and its
//! own score is never looked at, a leaf's score is compared with the best. A tree has at least one
//! leaf, so the `i32::MIN` the best starts from is always replaced by a leaf's score.
pub fn best_hope(tree: &Tree<i32>) -> i32 {
    let mut best = i32::MIN;
    let mut stack = vec![tree];
    while let Some(node) = stack.pop() {
        if node.children.is_empty() {
            best = best.max(node.position);
        } else {
            stack.extend(&node.children);
        }
    }
    best
}
