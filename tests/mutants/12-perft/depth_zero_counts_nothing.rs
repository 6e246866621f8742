//! Mistake: depth 0 answers 0 (no moves, so nothing to count), which makes every count 0: the
//! empty sequence is the one every longer count is built from.
use ayoayo::search::GameTree;

pub use ayoayo::search::divide;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    if depth == 0 {
        return 0;
    }
    let moves = position.moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|pit| perft(position.after(pit), depth - 1))
        .sum()
}
