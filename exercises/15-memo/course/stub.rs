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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: how many ways `stones` stones can lie in a row of `pits` pits (chapter 16's layers
/// hold `naive_boards(n, 12)` boards each), written recursively by splitting the boards in two:
/// those whose first pit is empty, which are the boards of the other `pits - 1` pits, and those
/// whose first pit holds a stone, which are, with that stone taken away, the boards of
/// `stones - 1` stones. No pits hold no stones in one way, and any other number in none; no
/// stones lie in a row of pits in one way. Naive on purpose: no table (that is drill 2), so
/// keep to small counts. A count past `u64::MAX` stays at `u64::MAX` (`saturating_add`).
///
/// For example, `naive_boards(2, 3)` is 6 (200 110 101 020 011 002), and `naive_boards(4, 12)`
/// is 1365.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    todo!("the ways {stones} stones can lie in {pits} pits")
}

/// Drill 2: `naive_boards` with a memory, as `memo_negamax` is negamax with one. `table` maps
/// `(stones, pits)` to its count. A key already in `table` is answered with its count, with no
/// counting; any other is counted by drill 1's rule, the smaller counts coming through this same
/// function, and stored in `table`, base cases included. Nothing else is added or changed.
///
/// For example, from an empty table `memo_boards(2, 3, &mut table)` is 6 and leaves 11 entries
/// (every `(s, p)` with `s <= 2` and `p <= 3` but `(0, 0)`), and `memo_boards(48, 12, ...)` is
/// 279871768995, at once.
pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
    let _ = table; // yours to use
    todo!("the ways {stones} stones can lie in {pits} pits, remembering what you count")
}

/// Drill 3 (predict, then measure): how many calls `naive_boards(stones, pits)` makes in all,
/// the first call included. Work it out before you run anything: a base case is one call, and
/// any other call is one call plus the calls of the two calls it makes. Then compare with what
/// the course tool counts (see the page).
///
/// For example, `naive_calls(1, 1)` is 3 (the call, and its two base cases), and
/// `naive_calls(7, 7)` is 6863.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    todo!("the calls naive_boards({stones}, {pits}) makes")
}

/// Drill 4: what a table saves one search, as the page's tables count it: how many positions
/// plain negamax enters, `depth` moves ahead of `position` (this one, and those entered below
/// each of its moves; a leaf enters itself alone), and how many your `memo_negamax` works out
/// from an empty table (the positions it calls `visit` on; count them with a closure).
///
/// For example, `table_saving(OWARE_ENDING, 4)` is `(106, 83)`, and from Oware's opening, four
/// moves ahead, `(1247, 1247)`: no two move orders meet there.
pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    todo!(
        "the positions negamax enters and memo_negamax works out, {depth} moves ahead of {position:?}"
    )
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
