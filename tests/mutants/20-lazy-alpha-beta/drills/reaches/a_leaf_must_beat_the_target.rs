//! Mistake: a leaf must be over the target, so a value equal to it does not count as reaching
//! it.
use ayoayo::lazy::{Lazy, Score};

pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return tree.label.value > target;
    }
    if tree.label.mine {
        subtrees.any(|subtree| reaches(&subtree, target))
    } else {
        subtrees.all(|subtree| reaches(&subtree, target))
    }
}
