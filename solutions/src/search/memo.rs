//! Chapter 15: memoisation. Many move orders reach the same position; a table of the positions
//! already searched answers each of them once.

use std::collections::HashMap;

use crate::search::GameTree;
use crate::{Player, oware};

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

/// The chapter's Oware ending: one stone in each of South's pits 3, 4 and 5 and North's 9, 10
/// and 11, 21 stones in each store, South to move. Stones this few make short sowings that
/// often commute, so many move orders reach the same positions: the setting where a table
/// pays.
pub const OWARE_ENDING: oware::Position = oware::Position {
    houses: [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1],
    stores: [21, 21],
    to_move: Player::South,
};

// ANCHOR: savings
/// What a table saves on one search, counted: the measurements on chapter 15's page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Savings {
    /// Positions plain negamax enters: every arrival, repeated ones too.
    pub entered: u64,
    /// Positions [`memo_negamax`] works out (the ones `visit` sees), from an empty table.
    pub worked_out: u64,
    /// Arrivals the table answered: calls of [`memo_negamax`] that found their key.
    pub answered: u64,
}

/// Searches `position` `depth` moves ahead with plain negamax and with [`memo_negamax`] from an
/// empty table, and counts what each did (both find the same value, or this panics).
///
/// The table's answers are read from the table left behind: every position worked out at a depth
/// above 0 called the search once per move, and the first call came from outside, so the calls
/// number one more than the moves of those entries; the ones not worked out were answered.
pub fn savings<G: GameTree>(position: G, depth: u32) -> Savings {
    let mut entered = 0;
    let value = negamax_entering(position, depth, &mut entered);
    let mut table = Table::new();
    let mut worked_out = 0;
    let remembered = memo_negamax(position, depth, &mut table, &mut |_| worked_out += 1);
    assert_eq!(remembered, value, "memo_negamax must find negamax's value");
    let calls = 1 + table
        .keys()
        .filter(|&&(_, depth)| depth > 0)
        .map(|(position, _)| position.moves().len() as u64)
        .sum::<u64>();
    Savings {
        entered,
        worked_out,
        answered: calls - worked_out,
    }
}
// ANCHOR_END: savings

/// Plain negamax, adding one to `entered` for every position it enters.
fn negamax_entering<G: GameTree>(position: G, depth: u32, entered: &mut u64) -> i32 {
    *entered += 1;
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    moves
        .into_iter()
        .map(|pit| {
            let child = position.after(pit);
            let value = negamax_entering(child, depth - 1, entered);
            if child.to_move() == position.to_move() {
                value
            } else {
                -value
            }
        })
        .max()
        .unwrap_or_default()
}
