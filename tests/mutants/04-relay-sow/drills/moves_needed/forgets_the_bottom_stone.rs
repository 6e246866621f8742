//! Mistake: counts the smaller tower twice and forgets the move of the bottom stone, so every
//! count is 0.
pub fn moves_needed(stones: u8) -> u64 {
    if stones == 0 {
        return 0;
    }
    moves_needed(stones - 1).saturating_mul(2)
}
