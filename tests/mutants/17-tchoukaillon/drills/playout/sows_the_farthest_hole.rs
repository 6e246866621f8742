//! Mistake: sows the farthest hole that may be sown instead of the nearest, which drops a seed into a nearer hole that may then never be sown.
use ayoayo::tchoukaillon::{Position, legal_moves};

pub fn playout(position: &[u32]) -> Vec<Position> {
    match legal_moves(position).last().and_then(|&hole| play(position, hole)) {
        Some(after) => [vec![position.to_vec()], playout(&after)].concat(),
        None => vec![position.to_vec()],
    }
}
