//! Mistake: the chain runs forwards from the last stone (`last + 1`) instead of backwards.
use ayoayo::{Board, Pit, Player, owner, scoop};

pub use ayoayo::oware::{legal_moves, sow_and_capture, sow_skipping_origin};

pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    match houses.get(last) {
        Some(2 | 3) if owner(last) != mover => {
            let (houses, here) = scoop(houses, last);
            let (houses, after) = capture_chain(houses, mover, last + 1);
            (houses, here + after)
        }
        _ => (houses, 0),
    }
}
