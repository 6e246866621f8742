//! Mistake: `any` for `all`, as if one losing move made the player trail, when they would simply play another.
use ayoayo::search::GameTree;

pub fn must_trail<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() < 0;
    }
    moves.into_iter().any(|pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            must_trail(child, depth - 1)
        } else {
            can_force_lead(child, depth - 1)
        }
    })
}
