//! Mistake: the base case is depth 1 answering 1, so a position with several moves counts as
//! one sequence at the last level.
use ayoayo::search::GameTree;

pub use ayoayo::search::divide;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    if depth <= 1 {
        return 1;
    }
    position
        .moves()
        .into_iter()
        .map(|pit| perft(position.after(pit), depth - 1))
        .sum()
}
