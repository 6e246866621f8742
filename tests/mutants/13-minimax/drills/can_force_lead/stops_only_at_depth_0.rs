//! Mistake: a leaf only at depth 0, so a finished game (no moves) answers `false` even when the player to move is ahead.
use ayoayo::search::GameTree;

pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    if depth == 0 {
        return position.store_difference() > 0;
    }
    position.moves().into_iter().any(|pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            can_force_lead(child, depth - 1)
        } else {
            must_trail(child, depth - 1)
        }
    })
}
