//! Mistake: hands the opponent's move to `min_pruned` with the window negated and swapped, as negamax would, though `min_pruned` takes the window as the player waiting sees it.
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
        let child = position.after(pit);
        let value = if child.to_move() == position.to_move() {
            max_pruned(child, depth - 1, alpha, beta, visit)
        } else {
            min_pruned(child, depth - 1, -beta, -alpha, visit)
        };
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    best
}
