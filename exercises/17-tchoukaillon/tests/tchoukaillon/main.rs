//! Chapter 17's tests, in the order to read them: worked examples, then properties: agreement
//! with the reference, every seed reaching the store, and Broline and Loeb's uniqueness checked
//! against an exhaustive search. Every test runs in a child process (see `testkit`), so a
//! recursion that never ends is reported in words.

mod challenges;
mod drills;
mod examples;
mod properties;

use ayoayo::tchoukaillon::{Hole, Position};

/// The holes that may be sown, nearest first: those holding exactly their number of seeds.
pub fn allowed(position: &[u32]) -> Vec<Hole> {
    (1..=position.len())
        .filter(|&hole| position[hole - 1] as usize == hole)
        .collect()
}

/// The seeds on the board.
pub fn seeds(position: &Position) -> u32 {
    position.iter().sum()
}
