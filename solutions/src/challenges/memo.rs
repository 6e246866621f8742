//! Chapter 15's challenges.

use std::collections::HashMap;

use crate::search::GameTree;

// ANCHOR: memo_perft
/// Perft with a memory: `table` maps `(position, depth)` to the number of sequences of `depth`
/// moves from `position`. Answers from the table when it can; otherwise counts as perft does
/// (the children through this same function), stores the count, and answers it.
pub fn memo_perft<G: GameTree>(position: G, depth: u32, table: &mut HashMap<(G, u32), u64>) -> u64 {
    if let Some(&count) = table.get(&(position, depth)) {
        return count;
    }
    let count = match depth.checked_sub(1) {
        None => 1,
        Some(below) => position
            .moves()
            .into_iter()
            .map(|pit| memo_perft(position.after(pit), below, table))
            .sum(),
    };
    table.insert((position, depth), count);
    count
}
// ANCHOR_END: memo_perft
