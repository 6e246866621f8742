//! Chapter 12: counting the game tree, by a recursion over a tree that is never built. Written
//! once for every game of the course, through [`GameTree`]; `ayoayo::search` has it too.

use crate::Pit;
use crate::search::GameTree;

// ANCHOR: perft
/// How many sequences of `depth` moves can be played from `position` (chess programmers call
/// this *perft*). At depth 0 there is one, the empty sequence; below, each move's count, added
/// up. A position with no moves (the game is over) ends no sequence of one move or more.
///
/// ```
/// use ayoayo::{oware, search::perft};
/// assert_eq!(perft(oware::OPENING, 2), 36);
/// ```
pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    position
        .moves()
        .into_iter()
        .map(|pit| perft(position.after(pit), below))
        .sum()
}
// ANCHOR_END: perft

// ANCHOR: divide
/// Perft split by the first move: each move of `position`, in [`GameTree::moves`]' order, with the
/// number of sequences of `depth` moves that begin with it. The counts add up to
/// `perft(position, depth)` (for `depth` ≥ 1); when two programs disagree, this says under
/// which move to look.
///
/// ```
/// use ayoayo::{oware, search::divide};
/// assert_eq!(divide(oware::OPENING, 1), [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]);
/// ```
pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    let below = depth.saturating_sub(1);
    position
        .moves()
        .into_iter()
        .map(|pit| (pit, perft(position.after(pit), below)))
        .collect()
}
// ANCHOR_END: divide
