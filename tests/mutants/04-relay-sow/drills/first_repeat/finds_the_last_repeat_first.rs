//! Mistake: asks about the last state before the states before it, so a later repeat is found
//! ahead of an earlier one.
use ayoayo::{Board, Pit};

pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    match states {
        [] => None,
        [before @ .., last] if before.contains(last) => Some(before.len()),
        [before @ .., _] => first_repeat(before),
    }
}
