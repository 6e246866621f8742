//! Mistake: returns from the base cases before storing them, so the table lacks them.
use std::collections::HashMap;

pub fn memo_boards(stones: u8, pits: u8, table: &mut HashMap<(u8, u8), u64>) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if stones == 0 {
        return 1;
    }
    if let Some(&count) = table.get(&(stones, pits)) {
        return count;
    }
    let count = memo_boards(stones - 1, pits, table).saturating_add(memo_boards(stones, pits - 1, table));
    table.insert((stones, pits), count);
    count
}
