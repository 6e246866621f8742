//! Mistake: sows any hole with seeds, even when the last seed misses the store.
use ayoayo::tchoukaillon::{Hole, Position};

pub use ayoayo::tchoukaillon::winning;

pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let seeds = *position.get(hole.checked_sub(1)?)?;
    if seeds == 0 {
        return None;
    }
    let mut after = position.to_vec();
    after[hole - 1] = 0;
    for nearer in &mut after[..hole - 1] {
        *nearer += 1;
    }
    while after.last() == Some(&0) {
        after.pop();
    }
    Some(after)
}
