//! Mistake: no recursion; only the pit of the last stone is taken, never the pits before it.
use ayoayo::{Board, Pit, Player, owner, scoop};

pub use ayoayo::oware::{legal_moves, sow_and_capture, sow_skipping_origin};

pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    match houses.get(last) {
        Some(2 | 3) if owner(last) != mover => scoop(houses, last),
        _ => (houses, 0),
    }
}
