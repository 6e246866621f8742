//! Mistake: collects the subtrees into a `Vec`, so asking for the first subtree makes the
//! position after every move: the right tree, but less lazy than it should be.
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;
pub use ayoayo::lazy::{prune, map_tree, score_for, maximise, minimise, evaluate};

pub fn game_tree<G: GameTree + 'static>(position: G) -> Lazy<G> {
    Lazy::new(position, move || {
        position
            .moves()
            .into_iter()
            .map(|pit| game_tree(position.after(pit)))
            .collect::<Vec<_>>()
    })
}
