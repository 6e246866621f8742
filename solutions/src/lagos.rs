//! Chapter 8: Ayòayò as the Lagos write-up plays it, where fours are taken during the sowing.

use crate::Player;
use crate::toolkit::{Rules, Sown, nothing_at_rest};

// ANCHOR: rules
/// Lagos' sowing: round the twelve pits without skipping the origin, taking any pit that a
/// drop brings to exactly four, relaying from a last stone that lands on others.
pub const RULES: Rules<12> = Rules {
    name: "Ayòayò (Lagos)",
    stones: 48,
    route: |_, _, pit| (pit + 1) % 12,
    on_drop: take_fours,
    relays: true,
    at_rest: nothing_at_rest,
};

/// After a drop that makes a pit hold exactly four: the four are taken, by the owner of that
/// row while stones remain in hand, or by the mover with the last stone.
fn take_fours(sown: Sown<12>, mover: Player, in_hand: u8) -> Sown<12> {
    if sown.bins[sown.last] != 4 {
        return sown;
    }
    let taker = if in_hand > 0 {
        crate::owner(sown.last)
    } else {
        mover
    };
    let mut bins = sown.bins;
    bins[sown.last] = 0;
    let mut captured = sown.captured;
    captured[taker as usize] = captured[taker as usize].saturating_add(4);
    Sown {
        bins,
        captured,
        ..sown
    }
}
// ANCHOR_END: rules
