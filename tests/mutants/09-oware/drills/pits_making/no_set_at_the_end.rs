//! Mistake: answers no set when the pits run out, even with no stone left to make, where the empty set makes it: nothing is ever found.
use std::ops::Range;

use ayoayo::{Board, PITS, Pit};

pub fn pits_making(houses: Board, pits: Range<Pit>, stones: u8) -> Vec<Vec<Pit>> {
    let Range { start: pit, end } = pits;
    if pit >= end.min(PITS) {
        return Vec::new();
    }
    let rest = pit + 1..end;
    let with = match stones.checked_sub(houses[pit]) {
        Some(left) if houses[pit] > 0 => pits_making(houses, rest.clone(), left),
        _ => Vec::new(),
    };
    let with = with.into_iter().map(|set| [vec![pit], set].concat());
    with.chain(pits_making(houses, rest, stones)).collect()
}
