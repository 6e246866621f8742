//! Mistake: lists the sets without the first pit before the sets with it.
use std::ops::Range;

use ayoayo::{Board, PITS, Pit};

pub fn pits_making(houses: Board, pits: Range<Pit>, stones: u8) -> Vec<Vec<Pit>> {
    let Range { start: pit, end } = pits;
    if pit >= end.min(PITS) {
        return match stones {
            0 => vec![Vec::new()],
            _ => Vec::new(),
        };
    }
    let rest = pit + 1..end;
    let with = match stones.checked_sub(houses[pit]) {
        Some(left) if houses[pit] > 0 => pits_making(houses, rest.clone(), left),
        _ => Vec::new(),
    };
    let with = with.into_iter().map(|set| [vec![pit], set].concat());
    pits_making(houses, rest, stones)
        .into_iter()
        .chain(with)
        .collect()
}
