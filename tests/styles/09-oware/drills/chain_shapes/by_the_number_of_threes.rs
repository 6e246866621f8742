//! Style: a recursion over how many pits of 3 the shape has, 0 first, each call looking at one
//! count of 3s and handing the next count to the call after it, where the reference takes one
//! 3 away at a time.
//!
//! Correct because a shape is fixed by its number of 3s: with `threes` of them, the rest of the
//! stones must be even, and is then `(stones - 3 × threes) / 2` pits of 2. Such a shape counts
//! when it needs no more than `pits.min(6)` pits in all. The counts tried stop once the 3s alone
//! hold more than `stones` or need more pits than allowed, so at most seven counts are tried.
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    fn from_threes(stones: u16, pits: u16, threes: u16) -> u64 {
        if 3 * threes > stones || threes > pits {
            return 0;
        }
        let rest = stones - 3 * threes;
        let fits = rest.is_multiple_of(2) && threes + rest / 2 <= pits;
        u64::from(fits) + from_threes(stones, pits, threes + 1)
    }
    from_threes(u16::from(stones), u16::from(pits.min(6)), 0)
}
