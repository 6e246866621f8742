//! Mistake: asks only the rule, so a move that came to rest on the opponent's side captures too.
use ayoayo::{Board, PITS, Pit, opposite, scoop};

pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    if start < PITS && end < PITS && rule(board[opposite(end)]) {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}
