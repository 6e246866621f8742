//! Mistake: each sowing skips the pit it sows from, not `start`, the pit the move began in.
use ayoayo::{Board, PITS, Pit, sow};

pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    if start >= PITS || board[start] == 0 {
        return Some((board, start));
    }
    fn relay_from(board: Board, from: Pit, fuel: u8) -> Option<(Board, Pit)> {
        if fuel == 0 {
            return None;
        }
        let (after, last) = sow(board, from, from);
        if after[last] == 1 {
            Some((after, last))
        } else {
            relay_from(after, last, fuel - 1)
        }
    }
    relay_from(board, start, fuel)
}
