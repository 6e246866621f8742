//! Mistake: predicts one call for each stone and each pit, as if each call made a single call of one stone or one pit fewer.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    if pits == 0 || stones == 0 {
        return 1;
    }
    1 + u64::from(stones) + u64::from(pits)
}
