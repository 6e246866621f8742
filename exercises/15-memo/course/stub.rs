//! Chapter 15: memo. Replace the `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p memo
//! ```
//!
//! The tests check the value, the table you leave behind, and the positions you search: through
//! `visit`, they record every position your search works out rather than finds in the table, and
//! compare the list with the reference's, position by position.

use ayoayo::search::{GameTree, Table};

/// Negamax with a memory: `table` maps `(position, depth)` to the position's value searched
/// `depth` moves ahead, for the player to move. (`Table<G>` is `HashMap<(G, u32), i32>`.)
///
/// 1. If `table` holds `(position, depth)`, answer its value: nothing else to do.
/// 2. Otherwise call `visit(&position)`, once, and work the value out as negamax does: at
///    depth 0, or when `position.moves()` is empty, `position.store_difference()`; otherwise the
///    best over `position.moves()`, in order, of each child's value (through this same function,
///    at `depth - 1`), negated when the opponent moves next and kept after an extra move.
/// 3. Store the value under `(position, depth)`, then answer it.
///
/// So `memo_negamax(position, depth, &mut Table::new(), &mut |_| {})` is exactly
/// `ayoayo::search::negamax(position, depth)`, and `visit` sees each position at each depth once.
pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = (table, visit); // yours to use: steps 1 to 3
    todo!("search {position:?} {depth} moves ahead, remembering what you find")
}

// Challenges (optional): see the end of the chapter's page.

use std::collections::HashMap;

/// Challenge 1: chapter 12's perft with a memory. `table` maps `(position, depth)` to the
/// number of sequences of `depth` moves from `position`. If it holds `(position, depth)`,
/// answer its count; otherwise count as perft does (1 at depth 0; else the sum over the moves,
/// each child counted through this same function at `depth - 1`), store the count under
/// `(position, depth)`, depth 0 included, and answer it.
///
/// From Oware's opening with an empty table, `memo_perft(oware::OPENING, 5, &mut table)` is
/// 5219, as perft says, and leaves a table of 6435 entries.
pub fn memo_perft<G: GameTree>(position: G, depth: u32, table: &mut HashMap<(G, u32), u64>) -> u64 {
    let _ = table; // yours to use
    todo!("count the sequences of {depth} moves from {position:?}, remembering what you count")
}
