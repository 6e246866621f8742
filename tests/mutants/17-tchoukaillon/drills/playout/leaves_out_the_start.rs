//! Mistake: lists the positions after each move but not the one it starts from.
use ayoayo::tchoukaillon::{Position, legal_moves};

pub fn playout(position: &[u32]) -> Vec<Position> {
    match legal_moves(position).first().and_then(|&hole| play(position, hole)) {
        Some(after) => [vec![after.clone()], playout(&after)].concat(),
        None => Vec::new(),
    }
}
