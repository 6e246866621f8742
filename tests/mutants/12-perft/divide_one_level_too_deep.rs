//! Mistake: divide counts `depth` moves after the first one, not `depth - 1`, so its counts add
//! up to perft one level deeper.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::perft;

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    position
        .moves()
        .into_iter()
        .map(|pit| (pit, perft(position.after(pit), depth)))
        .collect()
}
