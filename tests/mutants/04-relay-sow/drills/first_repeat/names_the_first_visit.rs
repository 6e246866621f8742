//! Mistake: answers where the repeated state was first seen, not where it is seen again.
use ayoayo::{Board, Pit};

pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    match states {
        [] => None,
        [before @ .., last] => {
            first_repeat(before).or_else(|| before.iter().position(|state| state == last))
        }
    }
}
