//! Mistake: hands the same fuel on to every relay, so it never runs out, and a relay that never
//! ends recurses until the stack overflows.
use ayoayo::{Board, PITS, Pit, sow};

pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    if start >= PITS || board[start] == 0 {
        return Some((board, start));
    }
    fn relay_from(board: Board, start: Pit, from: Pit, fuel: u8) -> Option<(Board, Pit)> {
        if fuel == 0 {
            return None;
        }
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            Some((after, last))
        } else {
            relay_from(after, start, last, fuel)
        }
    }
    relay_from(board, start, start, fuel)
}
