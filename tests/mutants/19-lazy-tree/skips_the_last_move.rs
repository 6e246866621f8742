//! Mistake: leaves out the last move of every position, counting to one short of the moves.
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;
pub use ayoayo::lazy::{prune, map_tree, score_for, maximise, minimise, evaluate};

pub fn game_tree<G: GameTree + 'static>(position: G) -> Lazy<G> {
    Lazy::new(position, move || {
        let moves = position.moves();
        let last = moves.len().saturating_sub(1);
        (0..last).map(move |i| game_tree(position.after(moves[i])))
    })
}
