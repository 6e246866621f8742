//! Mistake: a leaf where the stores are level counts as a lead (`>= 0` for `> 0`).
use ayoayo::search::GameTree;

pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() >= 0;
    }
    moves.into_iter().any(|pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            can_force_lead(child, depth - 1)
        } else {
            must_trail(child, depth - 1)
        }
    })
}
