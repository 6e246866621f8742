//! Style: fail-hard alpha-beta with early returns. Past the leaves, every answer is kept
//! inside the window: a move that reaches `beta` returns `beta` at once, and a position where
//! nothing beat `alpha` returns `alpha`, where the reference (fail-soft) returns the best value
//! it found.
//!
//! Correct because a fail-hard answer says the same thing in the window's terms: `beta` means
//! "at least `beta`", `alpha` "at most `alpha`", and a value strictly inside is exact. It
//! enters the same positions as the reference: a parent raises its `alpha`, or cuts off, on a
//! child's answer only when that answer is inside the child's window or past its lower end,
//! and fail-hard and fail-soft agree on which of those an answer is.
use ayoayo::search::GameTree;

pub fn negamax_alpha_beta<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut alpha = alpha;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            negamax_alpha_beta(child, depth - 1, alpha, beta, visit)
        } else {
            -negamax_alpha_beta(child, depth - 1, -beta, -alpha, visit)
        };
        if value >= beta {
            return beta;
        }
        alpha = alpha.max(value);
    }
    alpha
}
