//! Hands a generic function the chapter gives no worked example of over to the reference:
//! `perft` is the learner's own, `divide` is the reference's. Compiled only where the tests use
//! it, `divide`'s call is in no library of the learner's unless `grade` makes it.

use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = position.moves().into_iter();
    moves.map(|pit| perft(position.after(pit), depth - 1)).sum()
}

pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    ayoayo::search::divide(position, depth)
}
