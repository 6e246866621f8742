//! Mistake: counts every position of the tree down to `depth` (1 for this one, plus all below)
//! instead of only the sequences of exactly `depth` moves.
use ayoayo::search::GameTree;

pub use ayoayo::search::divide;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    1 + position
        .moves()
        .into_iter()
        .map(|pit| perft(position.after(pit), depth - 1))
        .sum::<u64>()
}
