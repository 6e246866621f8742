//! Mistake: asks whether the opponent must trail too, calling itself where the other function belongs.
use ayoayo::search::GameTree;

pub fn must_trail<G: GameTree>(position: G, depth: u32) -> bool {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference() < 0;
    }
    moves
        .into_iter()
        .all(|pit| must_trail(position.after(pit), depth - 1))
}
