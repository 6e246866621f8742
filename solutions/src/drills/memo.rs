//! Chapter 15's drills: a count computed naively and with a table, the calls of the naive one
//! predicted, and what a table saves a search, measured.

use std::collections::HashMap;

use crate::search::{GameTree, memo_negamax};

// ANCHOR: naive_boards
/// How many ways `stones` stones can lie in a row of `pits` pits (chapter 16's layer sizes are
/// `naive_boards(n, 12)`), by the rule that splits the boards in two: the first pit is empty
/// (the boards of the other pits), or it holds a stone (take it away: a board of one stone
/// fewer). No pits hold no stones in one way, and any other number in none; no stones lie in
/// any row in one way. Naive on purpose: the two calls ask the same smaller questions again and
/// again, so its calls grow like the count itself, `2 × C(stones + pits, pits) − 1`, which
/// takes for ever from about 15 stones in 15 pits. Past `u64::MAX` the count stays there.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if stones == 0 {
        return 1;
    }
    naive_boards(stones - 1, pits).saturating_add(naive_boards(stones, pits - 1))
}
// ANCHOR_END: naive_boards

// ANCHOR: memo_boards
/// [`naive_boards`] with a memory: `table` maps `(stones, pits)` to its count. A key in the
/// table is answered from it; any other is counted by the same rule, the smaller counts coming
/// through this same function, and stored, base cases included. From an empty table it works
/// out each `(s, p)` with `s <= stones` and `p <= pits` once (all but `(0, 0)`, which the rule
/// never asks for, when both are above 0): `(stones + 1) × (pits + 1) − 1` entries, and two
/// calls for each entry of `s` and `p` both above 0, so `2 × stones × pits + 1` calls in all.
/// `memo_boards(48, 12, ...)` is 279,871,768,995 at once. It recurses `stones + pits` deep.
pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
    if let Some(&count) = table.get(&(stones, pits)) {
        return count;
    }
    let count = if pits == 0 {
        u64::from(stones == 0)
    } else if stones == 0 {
        1
    } else {
        let with_a_stone = memo_boards(stones - 1, pits, table);
        let first_empty = memo_boards(stones, pits - 1, table);
        with_a_stone.saturating_add(first_empty)
    };
    table.insert((stones, pits), count);
    count
}
// ANCHOR_END: memo_boards

// ANCHOR: naive_calls
/// How many calls `naive_boards(stones, pits)` makes, itself included: the calls follow its
/// rule, one for the call and those of the two calls it makes, and a base case is one call.
/// Counted here with a table, as [`memo_boards`] counts boards, so that it answers at once;
/// the count is `2 × C(stones + pits, pits) − 1`.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    fn calls(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
        if pits == 0 || stones == 0 {
            return 1;
        }
        if let Some(&count) = table.get(&(stones, pits)) {
            return count;
        }
        let below = calls(stones - 1, pits, table).saturating_add(calls(stones, pits - 1, table));
        let count = below.saturating_add(1);
        table.insert((stones, pits), count);
        count
    }
    calls(stones, pits, &mut HashMap::new())
}
// ANCHOR_END: naive_calls

// ANCHOR: table_saving
/// What a table saves one search, as the page's tables count it: the positions plain negamax
/// enters, `depth` moves ahead of `position` (every arrival, repeated ones too), and those
/// [`memo_negamax`] works out from an empty table (those `visit` is called on).
pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    let mut worked_out = 0;
    memo_negamax(position, depth, &mut HashMap::new(), &mut |_| {
        worked_out += 1
    });
    (entered(position, depth), worked_out)
}

/// The positions plain negamax enters: this one, and those entered below each of its moves.
fn entered<G: GameTree>(position: G, depth: u32) -> u64 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return 1;
    }
    1 + moves
        .into_iter()
        .map(|pit| entered(position.after(pit), depth - 1))
        .sum::<u64>()
}
// ANCHOR_END: table_saving
