//! Mistake: moves the stones above the bottom one to `to` instead of out of the way to `via`,
//! so the bottom stone then lands on smaller ones.
use ayoayo::{PITS, Pit};

pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    let three_pits = from != to && to != via && via != from && from.max(to).max(via) < PITS;
    if stones == 0 || stones > 16 || !three_pits {
        return Vec::new();
    }
    [
        hanoi(stones - 1, from, to, via),
        vec![(from, to)],
        hanoi(stones - 1, via, to, from),
    ]
    .concat()
}
