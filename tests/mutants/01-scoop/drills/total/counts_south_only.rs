//! Mistake: counts South's six pits and forgets North's.
use ayoayo::Board;

pub fn total(board: Board) -> u32 {
    board[..6].iter().map(|&stones| u32::from(stones)).sum()
}
