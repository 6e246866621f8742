//! Mistake: looks only for a return to the very first state, which an endless relay may never
//! revisit (the origin pit is emptied for good), so it loops for ever.
use ayoayo::{Board, Pit, sow};

pub use ayoayo::{relay_sow, relay_states};

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    let (mut now, mut from) = (board, start);
    loop {
        let (after, last) = sow(now, start, from);
        if after[last] == 1 {
            return Some((after, last));
        }
        (now, from) = (after, last);
        if (now, from) == (board, start) {
            return None;
        }
    }
}
