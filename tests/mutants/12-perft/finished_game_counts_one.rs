//! Mistake: a finished game (no moves) is counted as one sequence at every depth, as if
//! stopping early were a sequence of `depth` moves.
use ayoayo::search::GameTree;

pub use ayoayo::search::divide;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return 1;
    }
    moves
        .into_iter()
        .map(|pit| perft(position.after(pit), depth - 1))
        .sum()
}
