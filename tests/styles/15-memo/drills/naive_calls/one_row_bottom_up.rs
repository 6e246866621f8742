//! Style: a table kept another way: one row of counts, one for each number of pits, updated in
//! place for one stone more at a time, where the reference fills a `HashMap` by recursion.
//!
//! Correct because the calls of `naive_boards(s, p)` are 1 when `s` or `p` is 0, and otherwise
//! 1 plus the calls of `(s - 1, p)` and of `(s, p - 1)`. When the row is updated for `s`
//! stones, from the fewest pits up, `row[p]` still holds the count for `s - 1` stones and
//! `row[p - 1]` already holds the one for `s` stones: the two terms. The additions saturate, in
//! the reference's order, so past `u64::MAX` the count stays there.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    let mut row = vec![1u64; usize::from(pits) + 1];
    for _ in 0..stones {
        for p in 1..row.len() {
            row[p] = row[p].saturating_add(row[p - 1]).saturating_add(1);
        }
    }
    row[usize::from(pits)]
}
