//! Mistake: a step limit instead of cycle detection; a long relay that does end is called
//! endless.
use ayoayo::{Board, Pit, sow};

pub use ayoayo::{relay_sow, relay_states};

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    let (mut now, mut from) = (board, start);
    for _ in 0..500 {
        let (after, last) = sow(now, start, from);
        if after[last] == 1 {
            return Some((after, last));
        }
        (now, from) = (after, last);
    }
    None
}
