//! Mistake: lets a pit hold up to 12 (an inclusive range one too far), though 12 is already an Odu.
use std::collections::HashMap;

pub fn odu_free_boards(stones: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if let Some(&boards) = memo.get(&(stones, pits)) {
        return boards;
    }
    let boards = (0..=stones.min(12))
        .map(|first| odu_free_boards(stones - first, pits - 1, memo))
        .fold(0, u64::saturating_add);
    memo.insert((stones, pits), boards);
    boards
}
