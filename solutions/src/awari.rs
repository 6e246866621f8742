//! Chapter 10: Awari as David Ahl's "BASIC Computer Games" (1978) plays it: 14 bins, with the
//! stores sown like any pit.

use crate::Player;
use crate::toolkit::{Rules, Sown, nothing_while_sowing};

// ANCHOR: rules
/// Awari's sowing: round all fourteen bins, both stores included, never skipping the origin;
/// no relay; a last token alone in a pit (either side) takes the bin opposite with it.
pub const RULES: Rules<14> = Rules {
    name: "Awari (Ahl, 1978)",
    stones: 36,
    route: |_, _, bin| (bin + 1) % 14,
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_opposite,
};

/// A player's store: bin 6 for the human (South), 13 for the computer (North).
pub fn store(player: Player) -> usize {
    6 + 7 * player as usize
}

/// When the last token lands in a pit (not a store) that now holds one, and the bin opposite
/// (`12 - bin`) is not empty, the mover's store gets both.
fn take_opposite(sown: Sown<14>, mover: Player, _start: usize) -> Sown<14> {
    let last = sown.last;
    if last == 6 || last == 13 || sown.bins[last] != 1 || sown.bins[12 - last] == 0 {
        return sown;
    }
    let mut bins = sown.bins;
    let taken = bins[12 - last] + 1;
    (bins[last], bins[12 - last]) = (0, 0);
    bins[store(mover)] = bins[store(mover)].saturating_add(taken);
    Sown { bins, ..sown }
}
// ANCHOR_END: rules
