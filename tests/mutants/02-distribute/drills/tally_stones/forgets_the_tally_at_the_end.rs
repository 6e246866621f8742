//! Mistake: the base case answers 0, as `row_stones`'s does, and loses the tally it was handed.
use ayoayo::{Board, PITS, Pit};

pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    if count == 0 || pit >= PITS {
        return 0;
    }
    let tally = tally.saturating_add(u32::from(board[pit]));
    tally_stones(board, next_pit(pit), count - 1, tally)
}
