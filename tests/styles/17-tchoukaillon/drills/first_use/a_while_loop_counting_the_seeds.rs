//! Style: a `while` loop that steps the unfold until the position is long enough, counting.
//!
//! No `successors` and no `position`: the count is a variable. After `seeds` steps from the empty
//! board the position is the winning position of `seeds` seeds, so the first count at which it
//! holds `hole` holes is the answer; hole 0 needs no step. One step a seed, so hole 255 takes some
//! 20,000 steps, at once.
use ayoayo::tchoukaillon::{Position, undo};

pub fn first_use(hole: u8) -> u32 {
    let mut position: Position = Vec::new();
    let mut seeds = 0;
    while position.len() < usize::from(hole) {
        position = undo(position);
        seeds += 1;
    }
    seeds
}
