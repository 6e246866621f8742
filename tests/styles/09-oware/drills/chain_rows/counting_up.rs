//! Style: the chain built from its first pit on, a recursive helper carrying the stones taken so
//! far and the pits still allowed, where the reference counts the stones down.
//!
//! Correct because each call either stops, the chain having taken exactly `stones` (one chain),
//! or lays one more pit of 2 or of 3: two branches, each a different next pit, so every ordered
//! sequence of 2s and 3s adding up to `stones` in at most `pits.min(6)` pits is reached by one
//! path alone. Once the stones taken pass `stones`, or no pit is left, no chain is completed.
//! The stones taken are a `u16`, so that adding 3 near 255 cannot overflow.
pub fn chain_rows(stones: u8, pits: u8) -> u64 {
    fn chains(target: u16, taken: u16, pits_left: u8) -> u64 {
        if taken == target {
            return 1;
        }
        if taken > target || pits_left == 0 {
            return 0;
        }
        chains(target, taken + 2, pits_left - 1) + chains(target, taken + 3, pits_left - 1)
    }
    chains(u16::from(stones), 0, pits.min(6))
}
