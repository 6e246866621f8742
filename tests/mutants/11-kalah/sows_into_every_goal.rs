//! Mistake: `square_next` never skips a goal, so stones fall into the opponent's goal too.
use ayoayo::Player;
use ayoayo::kalah::Square;

pub use ayoayo::kalah::{distribute, play_move, sowing};

pub fn square_next(_player: Player, square: Square) -> Square {
    (square + 1) % 14
}
