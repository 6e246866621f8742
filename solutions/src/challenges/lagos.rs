//! Chapter 8's challenges.

use crate::lagos::{Position, try_relay_move};
use crate::{Pit, potential_moves};

// ANCHOR: endless_moves
/// The pits of the player to move that hold seeds but whose relay would sow for ever, in
/// increasing order: the moves `permitted_moves` leaves out for that reason alone.
pub fn endless_moves(position: Position) -> Vec<Pit> {
    let Position { board, to_move, .. } = position;
    potential_moves(to_move)
        .into_iter()
        .filter(|&pit| board[pit] > 0 && try_relay_move(board, to_move, pit).is_none())
        .collect()
}
// ANCHOR_END: endless_moves
