//! Mistake: asks every subtree to reach the target where I move, and one where my opponent
//! moves: the two rules the wrong way round.
use ayoayo::lazy::{Lazy, Score};

pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return tree.label.value >= target;
    }
    if tree.label.mine {
        subtrees.all(|subtree| reaches(&subtree, target))
    } else {
        subtrees.any(|subtree| reaches(&subtree, target))
    }
}
