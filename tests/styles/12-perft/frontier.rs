//! Style: breadth first, one level at a time. `perft` replaces the frontier (the positions
//! reached by every sequence so far, a position once per sequence reaching it) by all their
//! children, `depth` times, and counts what is left; `divide` does the same below each first
//! move.
//!
//! Correct because the frontier after `k` rounds holds one entry per sequence of `k` moves: a
//! finished game has no children, so the sequences through it stop there, and at depth 0 the
//! frontier is the starting position alone, the one empty sequence.
use ayoayo::Pit;
use ayoayo::search::GameTree;

/// Every position one move after one in `frontier`, once per move.
fn next_level<G: GameTree>(frontier: &[G]) -> Vec<G> {
    frontier
        .iter()
        .flat_map(|position| position.moves().into_iter().map(|pit| position.after(pit)))
        .collect()
}

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    let reached = (0..depth).fold(vec![position], |frontier, _| next_level(&frontier));
    reached.len() as u64
}

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    let below = depth.saturating_sub(1);
    position
        .moves()
        .into_iter()
        .map(|pit| (pit, perft(position.after(pit), below)))
        .collect()
}
