//! Mistake: the call that passes over the skip pit is not counted, as it drops no stone.
use ayoayo::{PITS, Pit};

pub fn calls_to_distribute(skip: Pit, pit: Pit, in_hand: u8) -> u32 {
    if in_hand == 0 || pit >= PITS {
        return 1;
    }
    if pit == skip {
        return calls_to_distribute(skip, next_pit(pit), in_hand);
    }
    if in_hand == 1 {
        1
    } else {
        1 + calls_to_distribute(skip, next_pit(pit), in_hand - 1)
    }
}
