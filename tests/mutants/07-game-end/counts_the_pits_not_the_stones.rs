//! Mistake: adds one for each pit instead of the stones in it, so the answer is how many pits
//! were asked about.
use ayoayo::{Board, Pit};

pub use ayoayo::{handle_game_end, take_turn};

pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    match pits {
        [] => counted,
        [_, rest @ ..] => count_stones(board, rest, counted.saturating_add(1)),
    }
}
