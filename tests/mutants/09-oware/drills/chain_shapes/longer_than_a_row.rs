//! Mistake: lets a chain take as many pits as it is told, past the six of a row.
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    let only_twos = u64::from(stones % 2 == 0 && stones / 2 <= pits);
    let with_a_three = match (stones.checked_sub(3), pits.checked_sub(1)) {
        (Some(left), Some(fewer)) => chain_shapes(left, fewer),
        _ => 0,
    };
    only_twos + with_a_three
}
