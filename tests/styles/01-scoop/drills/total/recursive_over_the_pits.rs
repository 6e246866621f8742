//! Style: recursion over the slice of pits, the first pit's stones plus the rest's.
use ayoayo::Board;

pub fn total(board: Board) -> u32 {
    fn sum(pits: &[u8]) -> u32 {
        match pits {
            [] => 0,
            [first, rest @ ..] => u32::from(*first) + sum(rest),
        }
    }
    sum(&board)
}
