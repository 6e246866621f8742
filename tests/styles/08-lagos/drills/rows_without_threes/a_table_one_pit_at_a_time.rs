//! Style: a table of how many rows hold each count of seeds, built up one pit at a time by
//! loops, where the model answer is a tree recursion on the first pit.
//!
//! Correct because a row of one pit more is a row of the pits so far and a new pit holding any
//! count but three: so the rows holding `total` seeds are, summed over the new pit's count, the
//! rows so far holding the rest. With no pit there is one row, of no seeds. Each round costs
//! about `seeds²` additions, so this is quicker than the tree recursion; a count past
//! `u64::MAX` stops there.
pub fn rows_without_threes(seeds: u8, pits: u8) -> u64 {
    let seeds = usize::from(seeds);
    let mut rows = vec![0u64; seeds + 1];
    rows[0] = 1;
    for _ in 0..pits {
        rows = (0..=seeds)
            .map(|total| {
                (0..=total)
                    .filter(|&last| last != 3)
                    .map(|last| rows[total - last])
                    .fold(0, u64::saturating_add)
            })
            .collect();
    }
    rows[seeds]
}
