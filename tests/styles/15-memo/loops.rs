//! Style: a `for` loop with a running best where the reference maps and takes the `max`, and
//! the table read with `get` and written with `insert` at the two ends of the function. The
//! recursion stays, as the table must be shared by every position below.
//!
//! Correct because a key in the table is answered before anything else (no `visit`, no
//! change to the table), and a position worked out is visited first, valued by negamax's rule
//! on its children's values (found through this same function, in the order of the moves),
//! and then stored, leaves included: exactly one new entry per position worked out.
use ayoayo::search::{GameTree, Table};

pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    let key = (position, depth);
    if let Some(&known) = table.get(&key) {
        return known;
    }
    visit(&position);
    let moves = position.moves();
    let mut value = position.store_difference();
    if depth > 0 && !moves.is_empty() {
        value = i32::MIN;
        for pit in moves {
            let child = position.after(pit);
            let below = memo_negamax(child, depth - 1, table, visit);
            let mine = if child.to_move() == position.to_move() {
                below
            } else {
                -below
            };
            value = value.max(mine);
        }
    }
    table.insert(key, value);
    value
}
