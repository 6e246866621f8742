//! Mistake: steps with `pit + 1` instead of `next_pit`, so a walk past pit 11 runs off the board.
use ayoayo::{PITS, Pit};

pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    if steps == 0 || pit >= PITS {
        pit
    } else {
        steps_round(pit + 1, steps - 1)
    }
}
