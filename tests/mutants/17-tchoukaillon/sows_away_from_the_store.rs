//! Mistake: sows the seeds into the holes after the emptied one, away from the store.
use ayoayo::tchoukaillon::{Hole, Position};

pub use ayoayo::tchoukaillon::winning;

pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let seeds = *position.get(hole.checked_sub(1)?)?;
    if seeds as usize != hole {
        return None;
    }
    let mut after = position.to_vec();
    after[hole - 1] = 0;
    after.resize(after.len().max(2 * hole - 1), 0);
    for further in &mut after[hole..2 * hole - 1] {
        *further += 1;
    }
    while after.last() == Some(&0) {
        after.pop();
    }
    Some(after)
}
