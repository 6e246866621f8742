//! Mistake: always asks whether the opponent must trail, even after an extra move, when the same player is to move again.
use ayoayo::search::GameTree;

pub fn can_force_lead<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() > 0;
    }
    moves
        .into_iter()
        .any(|pit| must_trail(position.after(pit), depth - 1))
}
