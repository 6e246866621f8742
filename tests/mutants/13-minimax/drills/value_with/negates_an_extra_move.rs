//! Mistake: negates every child's value, even after an extra move, when the child's value is the same player's.
use ayoayo::search::GameTree;

pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return evaluate(&position);
    }
    moves
        .into_iter()
        .map(|pit| -value_with(position.after(pit), depth - 1, evaluate))
        .max()
        .unwrap_or_default()
}
