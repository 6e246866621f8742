//! Mistake: `possible_moves` forgets to look at the board and returns every pit it was given,
//! empty or not.
use ayoayo::{Board, Pit};

pub use ayoayo::{has_stones, moves_that_feed, permissible_moves, potential_moves};

pub fn possible_moves(_board: Board, moves: &[Pit]) -> Vec<Pit> {
    moves.to_vec()
}
