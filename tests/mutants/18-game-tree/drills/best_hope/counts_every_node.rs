//! Mistake: takes the best score of every node, inner nodes too, where no game stops.
pub fn best_hope(tree: &Tree<i32>) -> i32 {
    fold_tree(tree, &|&score, best: Vec<i32>| {
        best.into_iter().max().map_or(score, |below| below.max(score))
    })
}
