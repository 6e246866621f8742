//! Mistake: scores a repetition from the point of view of the player who just moved.
use ayoayo::history::OwnSides;

pub use ayoayo::history::{back, contains, len, start, then, to_vec};

pub fn negamax_with_history<G: OwnSides>(position: G, depth: u32, history: &History<G>) -> i32 {
    let moves = position.moves();
    if moves.is_empty() {
        return position.store_difference();
    }
    if contains(history, &position) {
        return -position.repetition_value();
    }
    if depth == 0 {
        return position.store_difference();
    }
    let path = then(history, position);
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax_with_history(child, depth - 1, &path);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
