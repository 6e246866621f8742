//! Chapter 15: memoisation. Many move orders reach the same position; a table of the positions
//! already searched answers each of them once.

use std::collections::HashMap;

use crate::search::GameTree;

/// What [`memo_negamax`] remembers: a position searched `depth` moves ahead, and its value.
pub type Table<G> = HashMap<(G, u32), i32>;

// ANCHOR: memo_negamax
/// [`negamax`](crate::search::negamax) with a memory. Looks `(position, depth)` up in `table`
/// first and answers from it when it is there; otherwise calls `visit` on the position,
/// searches it as negamax does (the children through this same function), stores the value,
/// and answers it. So `visit` sees each position searched at each depth once, however many
/// move orders lead to it.
pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    if let Some(&value) = table.get(&(position, depth)) {
        return value;
    }
    visit(&position);
    let moves = position.moves();
    let value = if depth == 0 || moves.is_empty() {
        position.store_difference()
    } else {
        moves
            .into_iter()
            .map(|pit| {
                let child = position.after(pit);
                let value = memo_negamax(child, depth - 1, table, visit);
                if child.to_move() == position.to_move() {
                    value
                } else {
                    -value
                }
            })
            .max()
            .unwrap_or_default()
    };
    table.insert((position, depth), value);
    value
}
// ANCHOR_END: memo_negamax
