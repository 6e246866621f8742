//! Mistake: scores a leaf from South's point of view whoever is to move, so North's leaves come
//! out with the wrong sign.
use ayoayo::search::GameTree;

pub use ayoayo::search::best_moves;

pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        let [south, north] = position.stores().map(i32::from);
        return south - north;
    }
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax(child, depth - 1);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
