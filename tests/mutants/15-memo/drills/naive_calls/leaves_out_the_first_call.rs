//! Mistake: counts the calls a call makes but not the call itself, so each level loses one.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    if pits == 0 || stones == 0 {
        return 0;
    }
    2 + naive_calls(stones - 1, pits) + naive_calls(stones, pits - 1)
}
