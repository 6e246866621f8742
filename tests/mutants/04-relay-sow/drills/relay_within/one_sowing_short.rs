//! Mistake: gives up when one unit of fuel is left instead of none, so a relay is allowed one
//! sowing fewer than its fuel.
use ayoayo::{Board, PITS, Pit, sow};

pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    if start >= PITS || board[start] == 0 {
        return Some((board, start));
    }
    fn relay_from(board: Board, start: Pit, from: Pit, fuel: u8) -> Option<(Board, Pit)> {
        if fuel <= 1 {
            return None;
        }
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            Some((after, last))
        } else {
            relay_from(after, start, last, fuel - 1)
        }
    }
    relay_from(board, start, start, fuel)
}
