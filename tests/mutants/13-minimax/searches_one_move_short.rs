//! Mistake: best_moves searches the position after each move `depth - 2` moves further, one
//! move short of `depth` in all.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::negamax;

pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let value = |pit| {
        let child = position.after(pit);
        let value = negamax(child, depth.saturating_sub(2));
        if child.to_move() == position.to_move() {
            value
        } else {
            -value
        }
    };
    let best = position.moves().into_iter().map(value).max();
    position
        .moves()
        .into_iter()
        .filter(|&pit| Some(value(pit)) == best)
        .collect()
}
