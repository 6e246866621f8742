//! Chapter 12's challenges.

use std::collections::HashSet;

use crate::Pit;
use crate::search::GameTree;

// ANCHOR: finished_games
/// How many sequences of at most `depth` moves lead from `position` to a finished game (a
/// position with no moves), by perft's recursion: a finished position is one such sequence,
/// the empty one; otherwise, with moves left to play, the sum over each move.
pub fn finished_games<G: GameTree>(position: G, depth: u32) -> u64 {
    let moves = position.moves();
    if moves.is_empty() {
        return 1;
    }
    match depth.checked_sub(1) {
        Some(below) => finished_after(position, &moves, below),
        None => 0,
    }
}

/// The finished games after each of `moves`, added up, first and rest, as chapter 6 walks a
/// slice: recursion in place of perft's `map` and `sum`.
fn finished_after<G: GameTree>(position: G, moves: &[Pit], depth: u32) -> u64 {
    match moves {
        [] => 0,
        [pit, rest @ ..] => {
            finished_games(position.after(*pit), depth) + finished_after(position, rest, depth)
        }
    }
}
// ANCHOR_END: finished_games

// ANCHOR: distinct_positions
/// How many different positions the sequences of exactly `depth` moves from `position` reach:
/// perft counts paths, this counts where they end, each once.
pub fn distinct_positions<G: GameTree>(position: G, depth: u32) -> usize {
    reached_in(position, depth).len()
}

/// The positions at the end of the sequences of exactly `depth` moves.
fn reached_in<G: GameTree>(position: G, depth: u32) -> HashSet<G> {
    let Some(below) = depth.checked_sub(1) else {
        return HashSet::from([position]);
    };
    position
        .moves()
        .into_iter()
        .flat_map(|pit| reached_in(position.after(pit), below))
        .collect()
}
// ANCHOR_END: distinct_positions
