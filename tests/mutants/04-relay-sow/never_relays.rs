//! Mistake: sows once and stops, wherever the last stone lands.
use ayoayo::{Board, Pit, sow};

pub use ayoayo::relay_states;

pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    sow(board, start, start)
}

pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    Some(relay_sow(board, start))
}
