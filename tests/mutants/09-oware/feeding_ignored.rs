//! Mistake: the feeding rule is forgotten: every non-empty pit is legal even when the
//! opponent has no stones.
use ayoayo::oware::Position;
use ayoayo::{Pit, potential_moves};

pub use ayoayo::oware::{capture_chain, sow_and_capture, sow_skipping_origin};

pub fn legal_moves(position: Position) -> Vec<Pit> {
    if position.stores.iter().any(|&store| store > 24) {
        return Vec::new();
    }
    potential_moves(position.to_move)
        .into_iter()
        .filter(|&pit| position.houses[pit] > 0)
        .collect()
}
