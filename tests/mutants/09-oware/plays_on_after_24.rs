//! Mistake: the end of the game is forgotten: moves are still offered when a store already
//! holds more than 24.
use ayoayo::oware::Position;
use ayoayo::toolkit::feeding_filter;
use ayoayo::{Pit, has_stones, potential_moves};

pub use ayoayo::oware::{capture_chain, sow_and_capture, sow_skipping_origin};

pub fn legal_moves(position: Position) -> Vec<Pit> {
    let Position { houses, to_move, .. } = position;
    let sowable: Vec<Pit> = potential_moves(to_move)
        .into_iter()
        .filter(|&pit| houses[pit] > 0)
        .collect();
    let feeds = |pit| has_stones(sow_and_capture(houses, pit).0, to_move.other());
    feeding_filter(&sowable, !has_stones(houses, to_move.other()), feeds)
}
