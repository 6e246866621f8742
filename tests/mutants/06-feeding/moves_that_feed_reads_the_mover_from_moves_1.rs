//! Mistake: the essay's slip: whose moves these are is read from `moves[1]`, the second move,
//! which is not there when only one move is given.
use ayoayo::{Board, Pit, owner, sow_and_capture};

pub use ayoayo::{has_stones, permissible_moves, possible_moves, potential_moves};

pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    if moves.is_empty() {
        return Vec::new();
    }
    let opponent = owner(moves[1]).other();
    let feeds = |pit: Pit| match sow_and_capture(board, [0, 0], pit) {
        Some((after, _)) => has_stones(after, opponent),
        None => false,
    };
    moves.iter().copied().filter(|&pit| feeds(pit)).collect()
}
