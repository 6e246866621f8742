//! Mistake: moves on with `pit + 1` instead of `next_pit`, so a row that passes pit 11 stops
//! there instead of going on from pit 0.
use ayoayo::{Board, PITS, Pit};

pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    if count == 0 || pit >= PITS {
        return 0;
    }
    u32::from(board[pit]) + row_stones(board, pit + 1, count - 1)
}
