//! Mistake: each relay skips the pit it scoops, instead of the pit where the move began.
use ayoayo::{Board, Pit, sow};

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    let (after, last) = sow(board, start, start);
    if after[last] == 1 {
        (after, last)
    } else {
        relay_sow(after, last)
    }
}

pub use ayoayo::{relay_states, try_relay_sow};
