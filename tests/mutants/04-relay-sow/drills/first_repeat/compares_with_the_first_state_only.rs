//! Mistake: looks only for the first state coming back, as if a relay could only return to
//! where it started; a relay that comes back to a later state is missed.
use ayoayo::{Board, Pit};

pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    fn again(first: &(Board, Pit), rest: &[(Board, Pit)], index: usize) -> Option<usize> {
        match rest {
            [] => None,
            [state, ..] if state == first => Some(index),
            [_, others @ ..] => again(first, others, index + 1),
        }
    }
    match states {
        [] => None,
        [first, rest @ ..] => again(first, rest, 1),
    }
}
