//! Mistake: the base case is one step (not none), so the walk stops a step short of the end.
use ayoayo::{PITS, Pit};

pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    if steps <= 1 || pit >= PITS {
        pit
    } else {
        steps_round(next_pit(pit), steps - 1)
    }
}
