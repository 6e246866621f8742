//! Style: a tree recursion on the fullest pit, with a branch for each count it may hold; the
//! other pits then hold no more than it does. The model answer has two branches (some pit
//! empty, or one seed taken from every pit).
//!
//! Correct because a shape is the pits' counts from the fullest down, and each shape has one
//! count in its fullest pit: so the shapes are counted once each, by that count and a shape of
//! the seeds left on one pit fewer, none fuller than it. The fullest pit holds at least
//! `seeds / pits` (rounded up), or the others could not hold the rest, and at most every seed
//! (or the cap it was handed). No seed is one shape; seeds and no pit, none.
//!
//! With that least count, every call leads to at least one shape, so its calls grow with its
//! answer, as the model answer's do. A count past `u64::MAX` stops there.
pub fn shapes(seeds: u8, pits: u8) -> u64 {
    /// The shapes of `seeds` on `pits` pits, no pit holding more than `cap`.
    fn none_fuller_than(seeds: u8, pits: u8, cap: u8) -> u64 {
        if seeds == 0 {
            return 1;
        }
        if pits == 0 {
            return 0;
        }
        (seeds.div_ceil(pits)..=cap.min(seeds))
            .map(|fullest| none_fuller_than(seeds - fullest, pits - 1, fullest))
            .fold(0, u64::saturating_add)
    }
    none_fuller_than(seeds, pits, seeds)
}
