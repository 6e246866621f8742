//! Mistake: adds the stones up as `u8`, which wraps round past 255 instead of counting on.
use ayoayo::Board;

pub fn total(board: Board) -> u32 {
    u32::from(board.iter().fold(0u8, |sum, &stones| sum.wrapping_add(stones)))
}
