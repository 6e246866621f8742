//! Mistake: returns only the first of the best moves, dropping the ties.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub use ayoayo::search::negamax;

pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    ayoayo::search::best_moves(position, depth)
        .into_iter()
        .take(1)
        .collect()
}
