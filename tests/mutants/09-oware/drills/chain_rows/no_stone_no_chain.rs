//! Mistake: counts no chain when no stone is left, so no chain is ever completed.
pub fn chain_rows(stones: u8, pits: u8) -> u64 {
    let pits = pits.min(6);
    if stones == 0 || pits == 0 {
        return 0;
    }
    let rows_after = |pit: u8| {
        stones
            .checked_sub(pit)
            .map_or(0, |left| chain_rows(left, pits - 1))
    };
    rows_after(2) + rows_after(3)
}
