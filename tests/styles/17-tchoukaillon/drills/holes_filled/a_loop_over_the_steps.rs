//! Style: a `for` loop over the steps, the position a variable, instead of a recursive helper.
//!
//! Before each step the position is the winning position of the seeds placed so far; the hole the
//! step fills is its nearest empty hole, or one past its end when none is empty, and the step
//! itself is `undo`. The holes are pushed in the order the steps are taken, the first step's first.
use ayoayo::tchoukaillon::{Hole, Position, undo};

pub fn holes_filled(seeds: u32) -> Vec<Hole> {
    let mut position: Position = Vec::new();
    let mut holes = Vec::new();
    for _ in 0..seeds {
        let hole = match position.iter().position(|&seeds| seeds == 0) {
            Some(index) => index + 1,
            None => position.len() + 1,
        };
        holes.push(hole);
        position = undo(position);
    }
    holes
}
