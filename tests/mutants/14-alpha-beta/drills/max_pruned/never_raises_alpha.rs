//! Mistake: keeps the best value found but never raises `alpha` to it, so the children are searched with the window it came in with and cut off too rarely.
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
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            max_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            min_pruned(child, depth - 1, alpha, beta, visit)
        };
        best = best.max(value);
        if best >= beta {
            break;
        }
    }
    best
}
