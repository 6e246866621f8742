//! Style: a `for` loop that takes one `next_pit` a step, where the model answer recurses on the
//! count of steps. The loop runs `steps` times, so it walks exactly as far as the recursion
//! does, and a pit off the board is answered at once, before any step is taken.
use ayoayo::{PITS, Pit};

pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    if pit >= PITS {
        return pit;
    }
    let mut at = pit;
    for _ in 0..steps {
        at = next_pit(at);
    }
    at
}
