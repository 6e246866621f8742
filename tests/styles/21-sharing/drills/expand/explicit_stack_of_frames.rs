//! Style: no recursion: an explicit stack of the cells being copied out.
//!
//! Each frame on the stack keeps the index of its cell's next child and the trees copied so far.
//! The frame on top copies its next child by pushing a frame for it; a frame whose children are all
//! copied becomes a `Tree` and goes to the frame below, its parent, in the order of the children. A
//! cell shared by several parents is copied out afresh each time it is met, so the tree is the one
//! the shared tree stands for; the root's frame, finished last, is it.
use ayoayo::tree::Tree;

pub fn expand<G: Clone>(tree: &Shared<G>) -> Tree<G> {
    struct Copying<'a, G> {
        cell: &'a (G, Vec<Shared<G>>),
        next: usize,
        copied: Vec<Tree<G>>,
    }
    fn open<G>(shared: &Shared<G>) -> Copying<'_, G> {
        Copying {
            cell: &shared.0,
            next: 0,
            copied: Vec::new(),
        }
    }
    let mut stack = vec![open(tree)];
    while let Some(top) = stack.last_mut() {
        let (position, children) = top.cell;
        if let Some(child) = children.get(top.next) {
            top.next += 1;
            stack.push(open(child));
            continue;
        }
        let finished = Tree {
            position: position.clone(),
            children: std::mem::take(&mut top.copied),
        };
        stack.pop();
        match stack.last_mut() {
            Some(parent) => parent.copied.push(finished),
            None => return finished,
        }
    }
    unreachable!("the root's frame returns the tree")
}
