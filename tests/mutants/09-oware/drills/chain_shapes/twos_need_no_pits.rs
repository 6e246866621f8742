//! Mistake: counts the shape of 2s alone for any even number of stones, however many pits it needs.
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    let pits = pits.min(6);
    let only_twos = u64::from(stones % 2 == 0);
    let with_a_three = match (stones.checked_sub(3), pits.checked_sub(1)) {
        (Some(left), Some(fewer)) => chain_shapes(left, fewer),
        _ => 0,
    };
    only_twos + with_a_three
}
