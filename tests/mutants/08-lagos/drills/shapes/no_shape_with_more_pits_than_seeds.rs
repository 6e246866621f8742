//! Mistake: answers none when there are more pits than seeds, as if every pit needed a seed.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 || seeds < pits {
        return 0;
    }
    shapes(seeds, pits - 1).saturating_add(shapes(seeds - pits, pits))
}
