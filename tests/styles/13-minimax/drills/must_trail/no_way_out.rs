//! Style: "no move gets out of it": `!any` of the moves that escape, by De Morgan's law, where
//! the reference asks that `all` of them fail.
//!
//! Correct because every move leaves the player trailing exactly when no move lets them escape
//! it, and a move escapes when, after it, they need not still trail (an extra move) or the
//! opponent, to move, cannot force a lead. `any` stops at the first escape, where the
//! reference's `all` stops at the first move that does not leave them behind: the same move,
//! so the same calls are made.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn must_trail<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() < 0;
    }
    let escapes = |pit: Pit| {
        let child = position.after(pit);
        if child.to_move() == position.to_move() {
            !must_trail(child, depth - 1)
        } else {
            !can_force_lead(child, depth - 1)
        }
    };
    !moves.into_iter().any(escapes)
}
