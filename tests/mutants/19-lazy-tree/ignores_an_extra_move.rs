//! Mistake: assumes the players always alternate: `maximise` values every subtree with
//! `minimise` and `minimise` with `maximise`, never reading `mine`, so an extra move is
//! valued by the wrong player's rule.
use ayoayo::lazy::{Lazy, Score};
pub use ayoayo::lazy::{game_tree, prune, map_tree, score_for, evaluate};

pub fn maximise(tree: &Lazy<Score>) -> i32 {
    tree.subtrees()
        .map(|subtree| minimise(&subtree))
        .max()
        .unwrap_or(tree.label.value)
}

pub fn minimise(tree: &Lazy<Score>) -> i32 {
    tree.subtrees()
        .map(|subtree| maximise(&subtree))
        .min()
        .unwrap_or(tree.label.value)
}
