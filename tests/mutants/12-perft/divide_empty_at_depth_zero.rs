//! Mistake: divide at depth 0 answers nothing, though each move still begins a sequence: it
//! should count each move once, as at depth 1.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::perft;

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    position
        .moves()
        .into_iter()
        .map(|pit| (pit, perft(position.after(pit), below)))
        .collect()
}
