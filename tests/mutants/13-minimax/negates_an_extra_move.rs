//! Mistake: negates every child's value, even after an extra move, when the same player moves
//! again and the value is already theirs.
use ayoayo::search::GameTree;

pub use ayoayo::search::best_moves;

pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    moves
        .into_iter()
        .map(|pit| -negamax(position.after(pit), depth - 1))
        .max()
        .unwrap_or_default()
}
