//! Mistake: moves the smaller towers out of the way and back, but never the bottom stone
//! itself, so no stone moves at all.
use ayoayo::{PITS, Pit};

pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    let three_pits = from != to && to != via && via != from && from.max(to).max(via) < PITS;
    if stones == 0 || stones > 16 || !three_pits {
        return Vec::new();
    }
    [
        hanoi(stones - 1, from, via, to),
        hanoi(stones - 1, via, to, from),
    ]
    .concat()
}
