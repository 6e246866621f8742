//! Style: a `fold` with a running best, starting below every value, where the reference maps
//! and takes the `max`; each child's value is turned to this player's side by a `match`.
//!
//! Correct because the fold is reached only when there are moves, so the running best is
//! replaced by the first child's value and ends as the largest: exactly the reference's `max`.
//! A leaf, at depth 0 or with no moves, is worth what the evaluation handed in says.
use ayoayo::search::GameTree;

pub fn value_with<G: GameTree>(position: G, depth: u32, evaluate: &impl Fn(&G) -> i32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return evaluate(&position);
    }
    moves.into_iter().fold(i32::MIN, |best, pit| {
        let child = position.after(pit);
        let value = value_with(child, depth - 1, evaluate);
        let mine = match child.to_move() == position.to_move() {
            true => value,
            false => -value,
        };
        best.max(mine)
    })
}
