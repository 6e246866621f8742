//! Mistake: branches on a 2 or a 3 for the next pit, as chain_rows does, so each order counts again.
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    let pits = pits.min(6);
    if stones == 0 {
        return 1;
    }
    if pits == 0 {
        return 0;
    }
    let after = |pit: u8| {
        stones
            .checked_sub(pit)
            .map_or(0, |left| chain_shapes(left, pits - 1))
    };
    after(2) + after(3)
}
