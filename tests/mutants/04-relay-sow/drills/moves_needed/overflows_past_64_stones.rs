//! Mistake: doubles with plain arithmetic, which overflows (and panics, in a test build) past
//! 64 stones.
pub fn moves_needed(stones: u8) -> u64 {
    if stones == 0 {
        return 0;
    }
    2 * moves_needed(stones - 1) + 1
}
