//! Style: the memo filled bottom up by two loops, fewest seeds and pits first, with no
//! recursion, where the model answer fills it top down as its recursion asks.
//!
//! Correct because each question `(s, p)` with seeds and pits is worked out from `(s - 1, p)`
//! and `(s, p - 1)`, which the loops have already put in the memo (or which are base cases: no
//! seed is one way, seeds and no pit none); a question already in the memo, from an earlier
//! call, is left as it is. Every answer is kept under its key `(seeds, pits)`, as the next
//! question expects, and at most `seeds × pits` are worked out. A count past `u64::MAX` stops
//! there.
use std::collections::HashMap;

pub fn memo_spreads(seeds: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    fn known(memo: &HashMap<(u8, u8), u64>, seeds: u8, pits: u8) -> u64 {
        match (seeds, pits) {
            (0, _) => 1,
            (_, 0) => 0,
            question => memo[&question],
        }
    }
    for s in 1..=seeds {
        for p in 1..=pits {
            if !memo.contains_key(&(s, p)) {
                let ways = known(memo, s - 1, p).saturating_add(known(memo, s, p - 1));
                memo.insert((s, p), ways);
            }
        }
    }
    known(memo, seeds, pits)
}
