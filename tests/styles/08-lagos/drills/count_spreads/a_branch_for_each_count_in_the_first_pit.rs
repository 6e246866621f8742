//! Style: a tree recursion with a branch for each count the first pit may hold, from none to
//! every seed, the rest lying in the pits after it; the model answer has two branches (one more
//! seed in the first pit, or the first pit closed).
//!
//! Correct because every row puts some count, from 0 to `seeds`, in its first pit, and exactly
//! one: so the rows are counted once each, by their first pit's count and a row of the seeds
//! left on the pits after it. With no pit left there is one row if no seed is left (the empty
//! row), else none. Its calls grow with its answer, as the model answer's do; a count past
//! `u64::MAX` stops there.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(seeds == 0);
    }
    (0..=seeds)
        .map(|first| count_spreads(seeds - first, pits - 1))
        .fold(0, u64::saturating_add)
}
