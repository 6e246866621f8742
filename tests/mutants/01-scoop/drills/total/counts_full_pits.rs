//! Mistake: counts the pits that hold stones, not the stones.
use ayoayo::Board;

pub fn total(board: Board) -> u32 {
    board.iter().filter(|&&stones| stones > 0).count() as u32
}
