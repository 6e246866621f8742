//! Style: fail-hard, with early returns: a move whose value reaches `beta` returns `beta` at
//! once, and past the leaves the answer is `alpha` raised to every value found, so it never
//! leaves the window; the reference (fail-soft) keeps the best value found apart from `alpha`.
//!
//! Correct because a fail-hard answer says the same as the reference's in the window's terms:
//! `beta` means "`beta` or more", `alpha` "`alpha` or less", and a value strictly inside is
//! exact. It enters the same positions: it stops after the same move (with `alpha` below `beta`,
//! a value reaches `beta` exactly when the raised `alpha` does), and a parent, `min_pruned`,
//! lowers its `beta` or cuts off on an answer only by which side of the window it is on, where
//! fail-hard and fail-soft agree.
use ayoayo::search::GameTree;

pub fn max_pruned<G: GameTree>(
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
            max_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            min_pruned(child, depth - 1, alpha, beta, visit)
        };
        if value >= beta {
            return beta;
        }
        alpha = alpha.max(value);
    }
    alpha
}
