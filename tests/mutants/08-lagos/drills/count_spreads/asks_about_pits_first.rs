//! Mistake: checks for no pit left before no seed left, so no seed in no pit counts as no way.
pub fn count_spreads(seeds: u8, pits: u8) -> u64 {
    if pits == 0 {
        0
    } else if seeds == 0 {
        1
    } else {
        count_spreads(seeds - 1, pits).saturating_add(count_spreads(seeds, pits - 1))
    }
}
