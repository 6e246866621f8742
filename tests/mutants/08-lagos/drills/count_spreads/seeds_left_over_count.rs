//! Mistake: counts a way when the pits run out, even with seeds still to place.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    if pits == 0 || seeds == 0 {
        1
    } else {
        count_spreads(seeds - 1, pits).saturating_add(count_spreads(seeds, pits - 1))
    }
}
