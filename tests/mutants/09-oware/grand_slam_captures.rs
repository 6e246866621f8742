//! Mistake: the grand slam is not checked, so a move may capture every stone the opponent has.
use ayoayo::{Board, Pit, owner};

pub use ayoayo::oware::{capture_chain, legal_moves, sow_skipping_origin};

pub fn sow_and_capture(houses: Board, pit: Pit) -> (Board, u8) {
    let (sown, last) = sow_skipping_origin(houses, pit);
    capture_chain(sown, owner(pit), last)
}
