//! Mistake: `moves_that_feed` looks at the board after the sowing but before the capture, which
//! may take back the very stones the sowing gave the opponent.
use ayoayo::{Board, Pit, owner, try_relay_sow};

pub use ayoayo::{has_stones, permissible_moves, possible_moves, potential_moves};

pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    let feeds = |pit: Pit| match try_relay_sow(board, pit) {
        Some((sown, _)) => has_stones(sown, owner(pit).other()),
        None => false,
    };
    moves.iter().copied().filter(|&pit| feeds(pit)).collect()
}
