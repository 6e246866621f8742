//! Mistake: ranks each move by the value of the position after it as it stands, from the
//! opponent's point of view, without negating: it picks the moves best for the opponent.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::negamax;

pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let value = |pit| negamax(position.after(pit), depth.saturating_sub(1));
    let best = position.moves().into_iter().map(value).max();
    position
        .moves()
        .into_iter()
        .filter(|&pit| Some(value(pit)) == best)
        .collect()
}
