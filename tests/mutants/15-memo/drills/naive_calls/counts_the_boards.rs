//! Mistake: counts the boards, one per base case reached, instead of the calls, which include every call that made two more.
pub fn naive_calls(stones: u8, pits: u8) -> u64 {
    if pits == 0 || stones == 0 {
        return 1;
    }
    naive_calls(stones - 1, pits) + naive_calls(stones, pits - 1)
}
