//! Mistake: asks `order` only at the root and hands the children to the lab's `negamax_alpha_beta`, which tries them in pit order.
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
    visit(&position);
    if depth == 0 || position.moves().is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in order(&position) {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            negamax_alpha_beta(child, depth - 1, alpha, beta, visit)
        } else {
            -negamax_alpha_beta(child, depth - 1, -beta, -alpha, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
