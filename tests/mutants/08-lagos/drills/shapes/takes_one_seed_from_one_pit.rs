//! Mistake: when every pit holds a seed, takes one seed away in all instead of one from each pit.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    if seeds == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    let some_pit_empty = shapes(seeds, pits - 1);
    let every_pit_full = if seeds >= pits {
        shapes(seeds - 1, pits)
    } else {
        0
    };
    some_pit_empty.saturating_add(every_pit_full)
}
