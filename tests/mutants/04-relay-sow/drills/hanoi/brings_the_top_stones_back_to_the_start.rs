//! Mistake: after the bottom stone, moves the smaller tower from `via` back to `from`, where it
//! started, instead of onto the bottom stone in `to`.
use ayoayo::{PITS, Pit};

pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    let three_pits = from != to && to != via && via != from && from.max(to).max(via) < PITS;
    if stones == 0 || stones > 16 || !three_pits {
        return Vec::new();
    }
    [
        hanoi(stones - 1, from, via, to),
        vec![(from, to)],
        hanoi(stones - 1, via, from, to),
    ]
    .concat()
}
