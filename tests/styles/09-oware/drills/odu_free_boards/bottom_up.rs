//! Style: the memo filled bottom up by loops, from one pit to `pits` pits, instead of by
//! recursion from the question down. A question already in `memo` is used as it stands and not
//! worked out again.
//!
//! Correct because a row of `p` pits holding `s` stones is a first pit of 0 to 11 stones (no
//! more than `s`) followed by a row of `p - 1` pits holding the rest, and every count for
//! `p - 1` pits and at most `s` stones is in `memo` (or is the empty row, for no pit) by the
//! time the loop reaches `p`. Each of the at most 256 × 255 questions is worked out once, with
//! at most twelve additions, which `saturating_add` stops at `u64::MAX`.
use std::collections::HashMap;

pub fn odu_free_boards(stones: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    let below = |memo: &HashMap<(u8, u8), u64>, left: u8, pits: u8| match pits {
        0 => u64::from(left == 0),
        _ => memo[&(left, pits)],
    };
    for p in 1..=pits {
        for s in 0..=stones {
            if memo.contains_key(&(s, p)) {
                continue;
            }
            let rows = (0..=s.min(11))
                .map(|first| below(memo, s - first, p - 1))
                .fold(0, u64::saturating_add);
            memo.insert((s, p), rows);
        }
    }
    memo[&(stones, pits)]
}
