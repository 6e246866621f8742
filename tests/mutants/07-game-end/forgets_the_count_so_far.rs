//! Mistake: the accumulator is passed on, but the empty slice answers 0 instead of the count
//! it was handed, so everything counted is lost at the end.
use ayoayo::{Board, Pit};

pub use ayoayo::{handle_game_end, take_turn};

pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    match pits {
        [] => 0,
        [first, rest @ ..] => count_stones(board, rest, counted.saturating_add(board[*first])),
    }
}
