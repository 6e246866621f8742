//! Mistake: an off-by-one in the rule: allows a hole holding one seed fewer than its number,
//! as if the store were hole 1.
use ayoayo::tchoukaillon::{Hole, Position};

pub use ayoayo::tchoukaillon::winning;

pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let seeds = *position.get(hole.checked_sub(1)?)?;
    if seeds as usize + 1 != hole {
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
