//! Mistake: `evaluate_pruned` cuts the tree one move deeper than asked (`depth + 1`).
use ayoayo::lazy::{game_tree, map_tree, prune, score_for};
use ayoayo::search::GameTree;
pub use ayoayo::pruning::{map_max, map_min, maximise_values, min_above, minimise_values};

pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move();
        let tree = map_tree(score_for(me), prune(depth + 1, game_tree(position)));
        maximise_values(tree).max().expect("a value")
    }
}
