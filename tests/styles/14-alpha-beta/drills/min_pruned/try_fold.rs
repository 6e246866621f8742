//! Style: the moves walked with `try_fold`, which carries the smallest value and the lowered
//! `beta` and breaks out with `ControlFlow::Break` at a cut-off, where the reference uses a
//! `for` loop and `break`.
//!
//! Correct because the fold tries the moves in order and does for each exactly what the
//! reference's loop body does: the child, searched by the function of the player to move there
//! in the same window, lowers the best value and `beta`, and once `beta` meets `alpha` no
//! further move is tried, so the same positions are entered and the same value answered.
use std::ops::ControlFlow;

use ayoayo::search::GameTree;

pub fn min_pruned<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return -position.store_difference();
    }
    let searched = moves
        .into_iter()
        .try_fold((i32::MAX, beta), |(best, beta), pit| {
            let child = position.after(pit);
            let value = if child.to_move() == position.to_move() {
                min_pruned(child, depth - 1, alpha, beta, visit)
            } else {
                max_pruned(child, depth - 1, alpha, beta, visit)
            };
            let (best, beta) = (best.min(value), beta.min(value));
            match alpha >= beta {
                true => ControlFlow::Break(best),
                false => ControlFlow::Continue((best, beta)),
            }
        });
    match searched {
        ControlFlow::Break(best) | ControlFlow::Continue((best, _)) => best,
    }
}
