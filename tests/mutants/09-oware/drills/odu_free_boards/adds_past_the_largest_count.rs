//! Mistake: adds with `sum`, which panics when the count grows past what a u64 holds.
use std::collections::HashMap;

pub fn odu_free_boards(stones: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if let Some(&boards) = memo.get(&(stones, pits)) {
        return boards;
    }
    let boards = (0..=stones.min(11))
        .map(|first| odu_free_boards(stones - first, pits - 1, memo))
        .sum();
    memo.insert((stones, pits), boards);
    boards
}
