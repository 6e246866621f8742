//! Mistake: stores every count but never looks one up, so it counts as slowly as `naive_boards`.
use std::collections::HashMap;

pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
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
