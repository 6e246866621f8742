//! Mistake: when the first pit holds a stone, takes the stone and the pit away both, so boards with two stones in the first pit are never counted.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    if pits == 0 {
        return u64::from(stones == 0);
    }
    if stones == 0 {
        return 1;
    }
    naive_boards(stones - 1, pits - 1).saturating_add(naive_boards(stones, pits - 1))
}
