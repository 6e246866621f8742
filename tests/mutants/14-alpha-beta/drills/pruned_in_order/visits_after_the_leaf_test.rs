//! Mistake: calls `visit` only on positions that are not leaves, after the base case has returned.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn pruned_in_order<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    order: &impl Fn(&G) -> Vec<Pit>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    if depth == 0 || position.moves().is_empty() {
        return position.store_difference();
    }
    visit(&position);
    let mut best = -i32::MAX;
    for pit in order(&position) {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            pruned_in_order(child, depth - 1, alpha, beta, order, visit)
        } else {
            -pruned_in_order(child, depth - 1, -beta, -alpha, order, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
