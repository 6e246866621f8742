//! Mistake: sends every child to `min_pruned`, even after an extra move, when the same player is to move again.
use ayoayo::search::GameTree;

pub fn max_pruned<G: GameTree>(
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
        let value = min_pruned(position.after(pit), depth - 1, alpha, beta, visit);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
