//! Style: loops where the page recurses. `sow_skipping_origin` counts the hand down in a
//! `while` loop, `capture_chain` walks back from the last pit in a `loop`, and `legal_moves`
//! keeps the feeding moves with an explicit `if`.
//!
//! Correct because the sowing drops one stone into each pit in turn after the origin, passing
//! over the origin itself on every lap, and the chain takes pits of 2 or 3 on the opponent's side
//! walking towards pit 0, stopping at the first that is not one (or at pit 0): exactly the
//! recursive definitions, unrolled. A chain that would take every stone the opponent has is a
//! grand slam and takes nothing.
use ayoayo::oware::Position;
use ayoayo::{Board, Pit, Player, has_stones, owner, potential_moves};

pub fn sow_skipping_origin(houses: Board, pit: Pit) -> (Board, Pit) {
    let Some(&hand) = houses.get(pit) else {
        return (houses, pit);
    };
    let (mut houses, mut hand, mut at) = (houses, hand, pit);
    houses[pit] = 0;
    while hand > 0 {
        at = (at + 1) % 12;
        if at != pit {
            houses[at] += 1;
            hand -= 1;
        }
    }
    (houses, at)
}

pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    let (mut houses, mut taken, mut at) = (houses, 0, last);
    loop {
        let takes = at < 12 && owner(at) != mover && matches!(houses[at], 2 | 3);
        if !takes {
            return (houses, taken);
        }
        taken += houses[at];
        houses[at] = 0;
        if at == 0 {
            return (houses, taken);
        }
        at -= 1;
    }
}

pub fn sow_and_capture(houses: Board, pit: Pit) -> (Board, u8) {
    if houses.get(pit).is_none_or(|&stones| stones == 0) {
        return (houses, 0);
    }
    let mover = owner(pit);
    let (sown, last) = sow_skipping_origin(houses, pit);
    let (captured, taken) = capture_chain(sown, mover, last);
    if taken > 0 && has_stones(captured, mover.other()) {
        (captured, taken)
    } else {
        (sown, 0)
    }
}

pub fn legal_moves(position: Position) -> Vec<Pit> {
    if position.stores.iter().any(|&store| store > 24) {
        return Vec::new();
    }
    let (houses, player) = (position.houses, position.to_move);
    let must_feed = !has_stones(houses, player.other());
    let mut moves = Vec::new();
    for pit in potential_moves(player) {
        if houses[pit] == 0 {
            continue;
        }
        if !must_feed || has_stones(sow_and_capture(houses, pit).0, player.other()) {
            moves.push(pit);
        }
    }
    moves
}
