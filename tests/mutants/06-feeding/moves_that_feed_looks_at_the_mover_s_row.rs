//! Mistake: `moves_that_feed` checks that the mover has stones after the move, instead of the
//! opponent, who is the one to be fed.
use ayoayo::{Board, Pit, owner, sow_and_capture};

pub use ayoayo::{has_stones, permissible_moves, possible_moves, potential_moves};

pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    let feeds = |pit: Pit| match sow_and_capture(board, [0, 0], pit) {
        Some((after, _)) => has_stones(after, owner(pit)),
        None => false,
    };
    moves.iter().copied().filter(|&pit| feeds(pit)).collect()
}
