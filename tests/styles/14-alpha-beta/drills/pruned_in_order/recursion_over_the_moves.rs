//! Style: the moves tried by a second recursive function over the ordered list, a `match` on
//! the slice (no move left, or a first move and the rest), where the reference loops; it
//! carries the window and the best value so far.
//!
//! Correct because `tried` does for the first move what the reference's loop body does (the
//! child searched with the window kept after an extra move, negated and swapped for the
//! opponent's, its value negated), then goes on with the rest only while `alpha` is below
//! `beta`: the same moves are tried in the order `order` gives, and the same value answered.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn pruned_in_order<G: GameTree>(
    position: G,
    depth: u32,
    alpha: i32,
    beta: i32,
    order: &impl Fn(&G) -> Vec<Pit>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    visit(&position);
    if depth == 0 || position.moves().is_empty() {
        return position.store_difference();
    }
    let moves = order(&position);
    tried(
        position,
        depth,
        &moves,
        (alpha, beta),
        -i32::MAX,
        order,
        visit,
    )
}

/// The best value of `position` (`best` so far) once the moves of `moves` have been tried in
/// turn in the window `alpha..beta`, stopping at a cut-off.
fn tried<G: GameTree>(
    position: G,
    depth: u32,
    moves: &[Pit],
    (alpha, beta): (i32, i32),
    best: i32,
    order: &impl Fn(&G) -> Vec<Pit>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    match moves {
        [] => best,
        [pit, rest @ ..] => {
            let child = position.after(*pit);
            let value = if child.to_move() == position.to_move() {
                pruned_in_order(child, depth - 1, alpha, beta, order, visit)
            } else {
                -pruned_in_order(child, depth - 1, -beta, -alpha, order, visit)
            };
            let (best, alpha) = (best.max(value), alpha.max(value));
            if alpha >= beta {
                return best;
            }
            tried(position, depth, rest, (alpha, beta), best, order, visit)
        }
    }
}
