//! Mistake: counts a row when the pits run out, even with seeds still to place.
pub fn rows_without_threes(seeds: u8, pits: u8) -> u64 {
    if pits == 0 {
        return 1;
    }
    (0..=seeds)
        .filter(|&first| first != 3)
        .map(|first| rows_without_threes(seeds - first, pits - 1))
        .fold(0, u64::saturating_add)
}
