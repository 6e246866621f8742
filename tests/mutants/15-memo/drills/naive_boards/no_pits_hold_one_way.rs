//! Mistake: answers 1 for no pits whatever the stones, forgetting that no pits cannot hold a stone.
pub fn naive_boards(stones: u8, pits: u8) -> u64 {
    if pits == 0 || stones == 0 {
        return 1;
    }
    naive_boards(stones - 1, pits).saturating_add(naive_boards(stones, pits - 1))
}
