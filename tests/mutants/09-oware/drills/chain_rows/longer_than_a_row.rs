//! Mistake: lets a chain run on for as many pits as it is told, past the six of a row.
pub fn chain_rows(stones: u8, pits: u8) -> u64 {
    if stones == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    let rows_after = |pit: u8| {
        stones
            .checked_sub(pit)
            .map_or(0, |left| chain_rows(left, pits - 1))
    };
    rows_after(2) + rows_after(3)
}
