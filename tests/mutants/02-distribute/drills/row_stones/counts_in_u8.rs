//! Mistake: adds the stones up as a `u8` and turns the sum into a `u32` only at the end, so a
//! sum past 255 wraps round.
use ayoayo::{Board, PITS, Pit};

pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    fn sum(board: Board, pit: Pit, count: u8) -> u8 {
        if count == 0 || pit >= PITS {
            return 0;
        }
        board[pit].wrapping_add(sum(board, next_pit(pit), count - 1))
    }
    u32::from(sum(board, pit, count))
}
