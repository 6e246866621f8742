//! Mistake: divide leaves out the moves whose count is 0 (a move that ends the game, split at
//! depth 2 or more), so it no longer lists every legal move.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::perft;

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    position
        .moves()
        .into_iter()
        .map(|pit| (pit, perft(position.after(pit), depth.saturating_sub(1))))
        .filter(|&(_, count)| count > 0)
        .collect()
}
