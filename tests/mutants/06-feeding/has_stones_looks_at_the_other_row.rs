//! Mistake: `has_stones` looks at the other player's row instead of `player`'s own.
use ayoayo::{Board, Player};

pub use ayoayo::{moves_that_feed, permissible_moves, possible_moves, potential_moves};

pub fn has_stones(board: Board, player: Player) -> bool {
    potential_moves(player.other())
        .iter()
        .any(|&pit| board[pit] > 0)
}
