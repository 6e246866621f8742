//! Mistake: adds the pit to the tally and again to the answer after the call, keeping
//! `row_stones`'s addition as well as the accumulator's: every pit counts twice.
use ayoayo::{Board, PITS, Pit};

pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    if count == 0 || pit >= PITS {
        return tally;
    }
    let stones = u32::from(board[pit]);
    stones.saturating_add(tally_stones(
        board,
        next_pit(pit),
        count - 1,
        tally.saturating_add(stones),
    ))
}
