//! Mistake: the evaluator scores the tree for the player who waits at the root, not the one to
//! move, and still maximises it.
use ayoayo::search::GameTree;
pub use ayoayo::lazy::{game_tree, prune, map_tree, score_for, maximise, minimise};

pub fn evaluate<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move().other();
        maximise(&map_tree(score_for(me), prune(depth, game_tree(position))))
    }
}
