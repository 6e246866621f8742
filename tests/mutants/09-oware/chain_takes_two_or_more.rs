//! Mistake: the chain takes any pit of 2 or more, instead of exactly 2 or 3.
use ayoayo::{Board, Pit, Player, owner, scoop};

pub use ayoayo::oware::{legal_moves, sow_and_capture, sow_skipping_origin};

pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    match houses.get(last) {
        Some(&count) if count >= 2 && owner(last) != mover => {
            let (houses, here) = scoop(houses, last);
            let (houses, before) = match last.checked_sub(1) {
                Some(previous) => capture_chain(houses, mover, previous),
                None => (houses, 0),
            };
            (houses, here + before)
        }
        _ => (houses, 0),
    }
}
