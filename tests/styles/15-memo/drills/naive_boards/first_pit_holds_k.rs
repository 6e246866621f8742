//! Style: another split of the boards, by how many stones the first pit holds (0 to all of
//! them), each count the boards of the other pits for the stones left, added with a fold; the
//! reference splits on whether the first pit holds a stone at all. Still naive, as the drill
//! asks: no table, the same smaller questions asked again and again.
//!
//! Correct because every board has exactly one count of stones in its first pit, and the rest
//! of it is any board of the other `pits - 1` pits holding what is left, so the boards are
//! counted once each. No pits hold no stones in one way, and any other number in none. Adding
//! with `saturating_add` stops at `u64::MAX` exactly when the true count reaches it.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    (0..=stones)
        .map(|first| naive_boards(stones - first, pits - 1))
        .fold(0, u64::saturating_add)
}
