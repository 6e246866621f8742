//! Mistake: checks for no stones only after no pits, and answers 0 for no pits at all, so the empty row is never counted.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    if pits == 0 {
        return 0;
    }
    if stones == 0 {
        return 1;
    }
    naive_boards(stones - 1, pits).saturating_add(naive_boards(stones, pits - 1))
}
