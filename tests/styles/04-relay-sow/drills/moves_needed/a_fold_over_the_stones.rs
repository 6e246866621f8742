//! Style: `Iterator::fold` over the stones from the top down, where the model answer recurses:
//! each stone more doubles the moves so far and adds one, from no moves for no tower.
//!
//! Correct because after `k` rounds the fold holds the moves of a tower of `k` stones, which is
//! the model answer's recursion run upwards from its base case. The arithmetic saturates, so a
//! tower of 65 stones or more counts `u64::MAX`.
pub fn moves_needed(stones: u8) -> u64 {
    (0..stones).fold(0u64, |moves, _| moves.saturating_mul(2).saturating_add(1))
}
