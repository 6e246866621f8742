//! Chapter 11: Kalah as the functional-programming course builds it, one stone at a time.

use crate::Player;
use crate::toolkit::{Rules, Sown, nothing_while_sowing};

/// A player's goal: square 6 for player 0 (South), 13 for player 1 (North).
fn goal(player: Player) -> usize {
    6 + 7 * player as usize
}

// ANCHOR: rules
/// Kalah's sowing: round the fourteen squares, skipping the opponent's goal; no relay; a last
/// stone in an empty square on the mover's side takes the square opposite into the goal.
pub const RULES: Rules<14> = Rules {
    name: "Kalah",
    stones: 48,
    route: |mover, _, square| {
        let next = (square + 1) % 14;
        if next == goal(mover.other()) {
            (next + 1) % 14
        } else {
            next
        }
    },
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_opposite,
};

/// The last stone fell into an empty square on the mover's own side: the stones of the square
/// opposite (`12 - square`) go to the mover's goal; the last stone itself stays where it fell.
fn take_opposite(sown: Sown<14>, mover: Player, _start: usize) -> Sown<14> {
    let last = sown.last;
    let own_side = (7 * mover as usize..7 * mover as usize + 6).contains(&last);
    if !own_side || sown.bins[last] != 1 {
        return sown;
    }
    let mut bins = sown.bins;
    let taken = std::mem::take(&mut bins[12 - last]);
    bins[goal(mover)] = bins[goal(mover)].saturating_add(taken);
    Sown { bins, ..sown }
}
// ANCHOR_END: rules
