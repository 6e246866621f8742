//! Mistake: counts down to an empty hand, as a `distribute` whose base case is 0 stones would,
//! so every count is one call too many.
use ayoayo::{PITS, Pit};

pub fn calls_to_distribute(skip: Pit, pit: Pit, in_hand: u8) -> u32 {
    if in_hand == 0 || pit >= PITS {
        return 1;
    }
    if pit == skip {
        return 1 + calls_to_distribute(skip, next_pit(pit), in_hand);
    }
    1 + calls_to_distribute(skip, next_pit(pit), in_hand - 1)
}
