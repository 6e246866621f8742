//! What chapter 20's page measures: how many positions each search makes. A position is made
//! by `after`, so a wrapper that counts its `after` calls counts them for any search, lazy or
//! direct, without touching the search.

use std::cell::Cell;

use crate::Pit;
use crate::Player;
use crate::search::GameTree;

thread_local! {
    /// Positions made by [`Counted::after`] on this thread since the last [`positions_made`].
    static MADE: Cell<u64> = const { Cell::new(0) };
}

/// A position of `G` that counts, on its thread, every position made from it by `after`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Counted<G>(pub G);

impl<G: GameTree> GameTree for Counted<G> {
    fn moves(&self) -> Vec<Pit> {
        self.0.moves()
    }

    fn after(&self, pit: Pit) -> Self {
        MADE.set(MADE.get() + 1);
        Counted(self.0.after(pit))
    }

    fn to_move(&self) -> Player {
        self.0.to_move()
    }

    fn stores(&self) -> [u8; 2] {
        self.0.stores()
    }
}

// ANCHOR: positions_made
/// What `search` answers from `position`, and how many positions it made on the way (the
/// calls of `after`; the position itself is not counted).
pub fn positions_made<G: GameTree, T>(
    position: G,
    search: impl FnOnce(Counted<G>) -> T,
) -> (T, u64) {
    MADE.set(0);
    let answer = search(Counted(position));
    (answer, MADE.get())
}
// ANCHOR_END: positions_made

// ANCHOR: shallow
/// Chapter 14's `negamax_alpha_beta` told only its parent's bound: the value of `position`
/// for the player to move, `depth` moves ahead, where a value at or above `beta` only says "at
/// least `beta`". Each node starts from no bound of its own (`-i32::MAX`) rather than from
/// the one its grandparent passed down, so it cuts off only against its parent's best so far
/// (what Knuth and Moore call alpha-beta without deep cut-offs). After an extra move the search
/// goes on with no bound at all, as [`maximise_values`](super::maximise_values) values such a
/// subtree in full.
pub fn negamax_shallow<G: GameTree>(position: G, depth: u32, beta: i32) -> i32 {
    shallow(position, depth, beta, false)
}

/// [`negamax_shallow`] that keeps its bound after an extra move, as chapter 14's search does:
/// what valuing extra moves in full costs is the difference in positions made.
pub fn negamax_shallow_through_extra_moves<G: GameTree>(position: G, depth: u32, beta: i32) -> i32 {
    shallow(position, depth, beta, true)
}

fn shallow<G: GameTree>(position: G, depth: u32, beta: i32, keep_bound: bool) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    let mut best = -i32::MAX;
    for pit in moves {
        let child = position.after(pit);
        let value = if child.to_move() != position.to_move() {
            -shallow(child, depth - 1, -best, keep_bound)
        } else if keep_bound {
            shallow(child, depth - 1, beta, keep_bound)
        } else {
            shallow(child, depth - 1, i32::MAX, keep_bound)
        };
        best = best.max(value);
        if best >= beta {
            break;
        }
    }
    best
}
// ANCHOR_END: shallow
