//! Mistake: undoes the move from the hole after the last one, instead of the nearest empty hole.
use ayoayo::tchoukaillon::Position;

pub use ayoayo::tchoukaillon::play;

pub fn winning(seeds: u32) -> Position {
    if seeds == 0 {
        return Vec::new();
    }
    let mut before = winning(seeds - 1);
    let hole = before.len() + 1;
    for nearer in &mut before {
        *nearer = nearer.saturating_sub(1);
    }
    before.push(hole as u32);
    before
}
