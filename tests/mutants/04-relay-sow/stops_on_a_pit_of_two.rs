//! Mistake: the base case tests for "at most two stones", so it stops one relay too early.
use ayoayo::{Board, Pit, sow};

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    fn relay_from(board: Board, start: Pit, from: Pit) -> (Board, Pit) {
        let (after, last) = sow(board, start, from);
        if after[last] <= 2 {
            (after, last)
        } else {
            relay_from(after, start, last)
        }
    }
    relay_from(board, start, start)
}

pub use ayoayo::{relay_states, try_relay_sow};
