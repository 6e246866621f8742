//! Mistake: `try_relay_sow` follows the relay with plain recursion, so an endless relay
//! overflows the stack.
use ayoayo::{Board, Pit, sow};

pub use ayoayo::{relay_sow, relay_states};

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    fn relay_from(board: Board, start: Pit, from: Pit) -> Option<(Board, Pit)> {
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            Some((after, last))
        } else {
            relay_from(after, start, last)
        }
    }
    relay_from(board, start, start)
}
