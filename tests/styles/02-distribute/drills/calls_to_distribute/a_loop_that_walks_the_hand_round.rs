//! Style: a loop that walks the hand round the board as `distribute` would, counting one call
//! for each pit it comes to, where the model answer is a recursion of `distribute`'s shape.
//!
//! Correct because `distribute` makes one call for each pit it stands on until the last stone
//! is dropped: a call that drops a stone, or one that passes over the skip pit. The call that
//! drops the last stone is the base case, so the count stops there. With an empty hand or a pit
//! off the board there is only the first call.
use ayoayo::{PITS, Pit};

pub fn calls_to_distribute(skip: Pit, pit: Pit, in_hand: u8) -> u32 {
    if in_hand == 0 || pit >= PITS {
        return 1;
    }
    let (mut calls, mut at, mut left) = (0, pit, in_hand);
    loop {
        calls += 1;
        if at != skip {
            left -= 1;
            if left == 0 {
                return calls;
            }
        }
        at = next_pit(at);
    }
}
