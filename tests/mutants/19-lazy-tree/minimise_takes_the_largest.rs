//! Mistake: `minimise` takes the largest of its subtrees' values, as if my opponent played
//! for me.
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::lazy::{game_tree, prune, map_tree, score_for, maximise, evaluate};

pub fn minimise(tree: &Lazy<Score>) -> i32 {
    tree.subtrees()
        .map(|subtree| {
            if subtree.label.mine {
                maximise(&subtree)
            } else {
                minimise(&subtree)
            }
        })
        .max()
        .unwrap_or(tree.label.value)
}
