//! Style: an explicit stack of partial choices instead of the tree recursion. Each entry is the
//! next pit to decide on, the stones still to make, and the pits taken so far; a finished entry
//! that has made all its stones is one set.
//!
//! Correct because the stack walks the same tree of take-or-leave choices, depth first: each
//! entry pushes the choice that leaves its pit before the one that takes it, so the taking
//! branch comes off the stack first and is finished, all of it, before the leaving branch is
//! looked at. The sets therefore come out in the recursion's order, every set with a pit before
//! every set without it. Only a pit on the board holding stones, no more than the stones left,
//! is ever taken.
use std::ops::Range;

use ayoayo::{Board, PITS, Pit};

pub fn pits_making(houses: Board, pits: Range<Pit>, stones: u8) -> Vec<Vec<Pit>> {
    let end = pits.end.min(PITS);
    let mut sets = Vec::new();
    let mut stack = vec![(pits.start, stones, Vec::new())];
    while let Some((pit, left, taken)) = stack.pop() {
        if pit >= end {
            if left == 0 {
                sets.push(taken);
            }
            continue;
        }
        let held = houses[pit];
        let mut with = taken.clone();
        with.push(pit);
        stack.push((pit + 1, left, taken));
        if held > 0 && held <= left {
            stack.push((pit + 1, left - held, with));
        }
    }
    sets
}
