//! Mistake: hands the tally on unchanged, so nothing is ever added to it.
use ayoayo::{Board, PITS, Pit};

pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    if count == 0 || pit >= PITS {
        return tally;
    }
    tally_stones(board, next_pit(pit), count - 1, tally)
}
