//! Mistake: a leaf only at depth 0, so a finished game, with no moves, is worth 0 whatever the evaluation says.
use ayoayo::search::GameTree;

pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    if depth == 0 {
        return evaluate(&position);
    }
    position
        .moves()
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
