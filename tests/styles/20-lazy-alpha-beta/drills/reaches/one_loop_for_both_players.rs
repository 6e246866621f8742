//! Style: one `for` loop for both players, with an early return, instead of `any` and `all`.
//!
//! Where I move, a subtree that reaches the target settles it (yes); where my opponent moves, one
//! that does not settles it (no): in both cases a subtree whose answer equals `mine`. If no subtree
//! settles it the answer is the other one, `!mine`: none of mine reached it, or all of my
//! opponent's did. A node whose loop never ran has no subtrees: a leaf, judged by its value. The
//! subtrees are made one at a time and none after the one that settles it.
use ayoayo::lazy::{Lazy, Score};

pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    let mine = tree.label.mine;
    let mut leaf = true;
    for subtree in tree.subtrees() {
        leaf = false;
        if reaches(&subtree, target) == mine {
            return mine;
        }
    }
    if leaf {
        tree.label.value >= target
    } else {
        !mine
    }
}
