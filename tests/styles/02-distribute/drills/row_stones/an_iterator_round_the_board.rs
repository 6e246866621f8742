//! Style: an iterator chain, the `count` offsets from `pit` turned into pits with `% PITS` and
//! their stones summed as `u32`, where the model answer recurses with `next_pit`.
//!
//! Correct because the pit `step` steps on from `pit` is `(pit + step) % PITS`, which wraps
//! from 11 to 0 just as `next_pit` does, and goes round again past 12 steps. Each pit's stones
//! are widened to `u32` before they are added, so no sum wraps.
use ayoayo::{Board, PITS, Pit};

pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    if pit >= PITS {
        return 0;
    }
    (0..usize::from(count))
        .map(|step| u32::from(board[(pit + step) % PITS]))
        .sum()
}
