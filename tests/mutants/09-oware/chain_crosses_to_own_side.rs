//! Mistake: only the last pit is checked for being the opponent's; the chain runs on into the
//! mover's own row while pits hold 2 or 3.
use ayoayo::{Board, Pit, Player, owner, scoop};

pub use ayoayo::oware::{legal_moves, sow_and_capture, sow_skipping_origin};

pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    if owner(last) == mover {
        return (houses, 0);
    }
    chain_from(houses, last)
}

fn chain_from(houses: Board, last: Pit) -> (Board, u8) {
    match houses.get(last) {
        Some(2 | 3) => {
            let (houses, here) = scoop(houses, last);
            let (houses, before) = match last.checked_sub(1) {
                Some(previous) => chain_from(houses, previous),
                None => (houses, 0),
            };
            (houses, here + before)
        }
        _ => (houses, 0),
    }
}
