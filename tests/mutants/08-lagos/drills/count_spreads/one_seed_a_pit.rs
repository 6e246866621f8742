//! Mistake: closes the first pit as soon as it takes a seed, so no pit ever holds two.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        1
    } else if pits == 0 {
        0
    } else {
        count_spreads(seeds - 1, pits - 1).saturating_add(count_spreads(seeds, pits - 1))
    }
}
