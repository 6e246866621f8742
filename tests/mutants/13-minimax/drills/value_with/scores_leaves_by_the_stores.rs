//! Mistake: scores a leaf by its store difference, never calling the evaluation handed in.
use ayoayo::search::GameTree;

pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = value_with(child, depth - 1, evaluate);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
