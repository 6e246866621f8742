//! Style: one pass from the front with a `HashSet` of the states seen so far, where the model
//! answer recurses from the back and searches the states before each one.
//!
//! Correct because `insert` answers `false` exactly when the state is already in the set, that
//! is, equals a state before it; the pass goes in order, so the first such index is the first
//! repeat. Each state costs one look in the set, not a search of those before it.
use std::collections::HashSet;

use ayoayo::{Board, Pit};

pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    let mut seen = HashSet::new();
    states.iter().position(|state| !seen.insert(state))
}
