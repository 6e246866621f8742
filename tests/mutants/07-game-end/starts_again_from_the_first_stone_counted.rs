//! Mistake: hands on only the first pit's stones instead of adding them to the count so far,
//! so each call forgets what came before it and the answer is the last pit's stones.
use ayoayo::{Board, Pit};

pub use ayoayo::{handle_game_end, take_turn};

pub fn count_stones(board: Board, pits: &[Pit], counted: u8) -> u8 {
    match pits {
        [] => counted,
        [first, rest @ ..] => count_stones(board, rest, board[*first]),
    }
}
