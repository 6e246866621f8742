//! Mistake: counts the smaller tower with two recursive calls, one for each time it is moved:
//! right answers, but 2^n calls, so a tower of 48 stones takes longer than anyone can wait.
pub fn moves_needed(stones: u8) -> u64 {
    if stones == 0 {
        return 0;
    }
    moves_needed(stones - 1)
        .saturating_add(1)
        .saturating_add(moves_needed(stones - 1))
}
