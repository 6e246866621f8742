//! Mistake: reads `board[opposite(end)]` without checking that `end` is on the board, so an
//! end of 12 panics (index out of bounds).
use ayoayo::{Board, Pit, opposite, owner, scoop};

pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    if owner(end) == owner(start) && rule(board[opposite(end)]) {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}
