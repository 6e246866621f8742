//! Mistake: copies `max_pruned`'s bookkeeping, raising `alpha` to each value, where the minimising opponent lowers `beta`.
use ayoayo::search::GameTree;

pub fn min_pruned<G: GameTree>(
    position: G,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return -position.store_difference();
    }
    let mut best = i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            min_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            max_pruned(child, depth - 1, alpha, beta, visit)
        };
        best = best.min(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
