//! Style: `winning` by a sieve in one loop instead of undoing moves one seed at a time, and
//! `play` as one iterator over the holes.
//!
//! Why the sieve is right: every move from hole `k + 1` or beyond takes exactly `k + 1` seeds
//! out of the holes beyond hole `k` (into holes `k` to 1 and the store), so in a position that
//! can be cleared the seeds beyond hole `k` are a multiple of `k + 1`. Hole `k` itself holds
//! at most `k`: with more it could never be played, nor ever lose a seed. So of the seeds in
//! hole `k` and beyond, hole `k` holds the remainder after dividing by `k + 1`, and the rest
//! lie beyond it; hole by hole, that is the one winning position.
use ayoayo::tchoukaillon::{Hole, Position};

pub fn play(position: &[u32], hole: Hole) -> Option<Position> {
    let ready = hole >= 1
        && position
            .get(hole - 1)
            .is_some_and(|&seeds| seeds as usize == hole);
    if !ready {
        return None;
    }
    let mut after: Position = position
        .iter()
        .enumerate()
        .map(|(index, &seeds)| match (index + 1).cmp(&hole) {
            std::cmp::Ordering::Less => seeds + 1,
            std::cmp::Ordering::Equal => 0,
            std::cmp::Ordering::Greater => seeds,
        })
        .collect();
    while after.last() == Some(&0) {
        after.pop();
    }
    Some(after)
}

pub fn winning(seeds: u32) -> Position {
    let mut position = Vec::new();
    let (mut beyond, mut hole) = (seeds, 1);
    while beyond > 0 {
        let here = beyond % (hole + 1);
        position.push(here);
        beyond -= here;
        hole += 1;
    }
    position
}
