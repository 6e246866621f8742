//! Mistake: the base case, at no pits left, still adds the pit it stands on: one pit too many.
use ayoayo::{Board, PITS, Pit};

pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    if pit >= PITS {
        return 0;
    }
    if count == 0 {
        return u32::from(board[pit]);
    }
    u32::from(board[pit]) + row_stones(board, next_pit(pit), count - 1)
}
