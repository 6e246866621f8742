//! Mistake: fills the nearest empty hole but takes no seed back from the holes nearer the store,
//! so the position gains more than one seed.
use ayoayo::tchoukaillon::Position;

pub use ayoayo::tchoukaillon::play;

pub fn winning(seeds: u32) -> Position {
    if seeds == 0 {
        return Vec::new();
    }
    let mut before = winning(seeds - 1);
    let hole = before
        .iter()
        .position(|&seeds| seeds == 0)
        .map_or(before.len() + 1, |index| index + 1);
    before.resize(before.len().max(hole), 0);
    before[hole - 1] = hole as u32;
    before
}
