//! Mistake: `square_next` passes over the player's own goal instead of the opponent's.
use ayoayo::Player;
use ayoayo::kalah::{Square, goal};

pub use ayoayo::kalah::{distribute, play_move, sowing};

pub fn square_next(player: Player, square: Square) -> Square {
    let next = (square + 1) % 14;
    if next == goal(player) {
        (next + 1) % 14
    } else {
        next
    }
}
