//! Mistake: leaves the emptied holes at the end of the position, so `[0, 0, 3]` sown from hole 3
//! gives `[1, 1, 0]` instead of `[1, 1]`.
use ayoayo::tchoukaillon::{Hole, Position};

pub use ayoayo::tchoukaillon::winning;

pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let seeds = *position.get(hole.checked_sub(1)?)?;
    if seeds as usize != hole {
        return None;
    }
    let mut after = position.to_vec();
    after[hole - 1] = 0;
    for nearer in &mut after[..hole - 1] {
        *nearer += 1;
    }
    Some(after)
}
