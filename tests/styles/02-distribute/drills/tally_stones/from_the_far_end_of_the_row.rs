//! Style: an accumulator recursion that shortens the row from its far end: each call adds the
//! last of the `count` pits to the tally and hands on the `count - 1` pits before it, so `pit`
//! never moves. The recursive call is still in tail position.
//!
//! Correct because the same pits are added, only in the other order, and `saturating_add` of
//! counts that are never negative ends at the same place whatever the order: the whole sum, or
//! `u32::MAX` when it is past that.
use ayoayo::{Board, PITS, Pit};

pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    if count == 0 || pit >= PITS {
        return tally;
    }
    let last = (pit + usize::from(count) - 1) % PITS;
    let tally = tally.saturating_add(u32::from(board[last]));
    tally_stones(board, pit, count - 1, tally)
}
