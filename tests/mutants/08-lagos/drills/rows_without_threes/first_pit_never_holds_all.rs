//! Mistake: lets the first pit hold 0 to `seeds - 1` (an exclusive range), never every seed.
pub fn rows_without_threes(seeds: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(seeds == 0);
    }
    (0..seeds)
        .filter(|&first| first != 3)
        .map(|first| rows_without_threes(seeds - first, pits - 1))
        .fold(0, u64::saturating_add)
}
