//! Mistake: stops only at depth 0, so a finished game (no moves) is worth 0 instead of its
//! store difference.
use ayoayo::search::GameTree;

pub use ayoayo::search::best_moves;

pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    if depth == 0 {
        return position.store_difference();
    }
    position
        .moves()
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax(child, depth - 1);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
