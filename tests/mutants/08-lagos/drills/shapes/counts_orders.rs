//! Mistake: puts one more seed in the first pit or moves on, as count_spreads does, so the order of the pits counts.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    shapes(seeds - 1, pits).saturating_add(shapes(seeds, pits - 1))
}
