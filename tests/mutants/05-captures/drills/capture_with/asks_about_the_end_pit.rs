//! Mistake: asks the rule about the stones in the end pit, where the last stone stays, instead
//! of the pit opposite, which the capture would take.
use ayoayo::{Board, PITS, Pit, opposite, owner, scoop};

pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    if start < PITS && end < PITS && owner(end) == owner(start) && rule(board[end]) {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}
