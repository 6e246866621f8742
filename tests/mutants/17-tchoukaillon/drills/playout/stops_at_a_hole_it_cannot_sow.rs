//! Mistake: tries hole 1 only, and stops as soon as it cannot be sown, though a further hole might be.
use ayoayo::tchoukaillon::Position;

pub fn playout(position: &[u32]) -> Vec<Position> {
    match play(position, 1) {
        Some(after) => [vec![position.to_vec()], playout(&after)].concat(),
        None => vec![position.to_vec()],
    }
}
