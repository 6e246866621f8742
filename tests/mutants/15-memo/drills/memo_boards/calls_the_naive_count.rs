//! Mistake: looks up and stores, but counts the smaller questions with the naive function, so the table holds only the first call's answer.
use std::collections::HashMap;

pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
    if let Some(&count) = table.get(&(stones, pits)) {
        return count;
    }
    let count = naive_boards(stones, pits);
    table.insert((stones, pits), count);
    count
}
