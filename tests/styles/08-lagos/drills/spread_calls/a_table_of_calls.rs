//! Style: the tree's calls counted in a table, a vector of rows filled by two loops, fewest
//! seeds and pits first, where the model answer counts them by a recursion with a `HashMap`
//! memo.
//!
//! Correct because a call of `count_spreads(s, p)` with seeds and pits is itself plus the calls
//! of the two questions it asks, `(s - 1, p)` and `(s, p - 1)`, which the loops have already
//! filled in; a question without seeds or pits is one call. The memo's calls are one for each
//! of the `seeds × pits` questions worked out times the two it asks, plus the first call. The
//! table has `(seeds + 1) × (pits + 1)` cells, each filled once, and a count past `usize::MAX`
//! stops there.
pub fn spread_calls(seeds: u8, pits: u8) -> [usize; 2] {
    let (seeds, pits) = (usize::from(seeds), usize::from(pits));
    let mut calls = vec![vec![1usize; pits + 1]; seeds + 1];
    for s in 1..=seeds {
        for p in 1..=pits {
            calls[s][p] = calls[s - 1][p]
                .saturating_add(calls[s][p - 1])
                .saturating_add(1);
        }
    }
    let memo = if seeds == 0 || pits == 0 {
        1
    } else {
        2 * seeds * pits + 1
    };
    [calls[seeds][pits], memo]
}
