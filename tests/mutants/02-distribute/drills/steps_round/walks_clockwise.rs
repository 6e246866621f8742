//! Mistake: each step goes to the pit before, clockwise, instead of the pit after.
use ayoayo::{PITS, Pit};

pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    if steps == 0 || pit >= PITS {
        pit
    } else {
        steps_round((pit + PITS - 1) % PITS, steps - 1)
    }
}
