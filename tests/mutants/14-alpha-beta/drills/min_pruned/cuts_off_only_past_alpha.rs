//! Mistake: stops only once `beta` falls below `alpha` (`>` for `>=`), so a value equal to `alpha` does not cut off.
use ayoayo::search::GameTree;

pub fn min_pruned<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    mut beta: i32,
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
        beta = beta.min(value);
        if alpha > beta {
            break;
        }
    }
    best
}
