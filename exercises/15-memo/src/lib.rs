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
/// The contract, which the tests check position by position:
///
/// - **The answer.** A key `(position, depth)` already in `table` is answered with its value,
///   with no search. Otherwise the value is worked out by negamax's rule, the values below
///   coming through this same function, so that the whole search shares the table. From an
///   empty table the answer is exactly `ayoayo::search::negamax(position, depth)`.
/// - **The table.** Afterwards `table` also holds every `(position, depth)` the call worked out,
///   leaves included, with its value; nothing else is added or changed.
/// - **`visit`.** Called once on each position the call works out (finds no value for in
///   `table`), and never on one it answers from the table; a position before the ones below it,
///   and the moves in the order of `position.moves()`.
///
/// So from an empty table `visit` sees each `(position, depth)` once, however many move orders
/// lead to it: chapter 15's page counts them, from an Oware ending where the table saves most of
/// the search and from the opening where it saves almost nothing.
pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let _ = (table, visit); // yours to use
    todo!("search {position:?} {depth} moves ahead, remembering what you find")
}

// Challenges (optional): see the end of the chapter's page.

use std::collections::HashMap;

/// Challenge 1: chapter 12's perft with a memory. `table` maps `(position, depth)` to the
/// number of sequences of `depth` moves from `position`. A key already in `table` is answered
/// with its count, with no counting; otherwise the count is perft's rule, the counts below
/// coming through this same function (from an empty table, the answer is perft's). Afterwards
/// `table` also holds every `(position, depth)` counted, depth 0 included, with its count.
///
/// From Oware's opening with an empty table, `memo_perft(oware::OPENING, 5, &mut table)` is
/// 5219, as perft says, and leaves a table of 6435 entries.
pub fn memo_perft<G: GameTree>(position: G, depth: u32, table: &mut HashMap<(G, u32), u64>) -> u64 {
    let _ = table; // yours to use
    todo!("count the sequences of {depth} moves from {position:?}, remembering what you count")
}
