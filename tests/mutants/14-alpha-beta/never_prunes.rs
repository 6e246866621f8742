//! Mistake: never cuts off: the right value, from every position negamax enters.
use ayoayo::search::GameTree;

pub fn negamax_alpha_beta<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            negamax_alpha_beta(child, depth - 1, alpha, beta, visit)
        } else {
            -negamax_alpha_beta(child, depth - 1, -beta, -alpha, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
    }
    best
}
