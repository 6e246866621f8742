//! Chapter 9's challenges.

use crate::oware::{capture_chain, sow_skipping_origin};
use crate::{Board, PITS, Pit, has_stones, owner, scoop};

// ANCHOR: sow_by_recursion
/// Oware's sowing, skipping the origin on every lap, with recursion alone: scoop the pit, then
/// drop one stone and sow the rest of the hand from where it fell.
pub fn sow_by_recursion(houses: Board, pit: Pit) -> (Board, Pit) {
    let (houses, hand) = scoop(houses, pit);
    drop_from(houses, pit, pit, hand)
}

/// Drops `hand` stones one by one into the pits after `last`, passing over `origin`.
fn drop_from(houses: Board, origin: Pit, last: Pit, hand: u8) -> (Board, Pit) {
    if hand == 0 {
        return (houses, last);
    }
    let next = match (last + 1) % PITS {
        pit if pit == origin => (pit + 1) % PITS,
        pit => pit,
    };
    let mut houses = houses;
    houses[next] = houses[next].saturating_add(1);
    drop_from(houses, origin, next, hand - 1)
}
// ANCHOR_END: sow_by_recursion

// ANCHOR: grand_slam
/// Whether the move from `pit` is a grand slam: its capture chain would take stones, and every
/// one the opponent has.
pub fn grand_slam(houses: Board, pit: Pit) -> bool {
    let mover = owner(pit);
    let (sown, last) = sow_skipping_origin(houses, pit);
    let (after, taken) = capture_chain(sown, mover, last);
    taken > 0 && !has_stones(after, mover.other())
}
// ANCHOR_END: grand_slam
