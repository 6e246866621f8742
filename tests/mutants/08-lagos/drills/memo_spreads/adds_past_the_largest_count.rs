//! Mistake: adds with `+`, which panics when the count grows past what a u64 holds.
use std::collections::HashMap;

pub fn memo_spreads(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    if let Some(&ways) = memo.get(&(seeds, pits)) {
        return ways;
    }
    let ways = memo_spreads(seeds - 1, pits, memo) + memo_spreads(seeds, pits - 1, memo);
    memo.insert((seeds, pits), ways);
    ways
}
