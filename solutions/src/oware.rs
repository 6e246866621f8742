//! Chapter 9: Oware (abapa), as Khan's "Combinatorial Games: Ayo" describes it.

use crate::toolkit::{Rules, Sown, nothing_while_sowing};
use crate::{Player, owner};

// ANCHOR: rules
/// Oware's sowing: round the twelve pits, skipping the pit sown from (only a hand of twelve or
/// more, an *Odu*, ever gets back to it), no relay, and the backward chain of 2s and 3s.
pub const RULES: Rules<12> = Rules {
    name: "Oware (abapa)",
    stones: 48,
    route: |_, start, pit| {
        let next = (pit + 1) % 12;
        if next == start { (next + 1) % 12 } else { next }
    },
    on_drop: nothing_while_sowing,
    relays: false,
    at_rest: take_the_chain,
};

/// When the last stone lands on the opponent's side making 2 or 3, that pit is taken, and
/// so is each pit before it, backwards on the opponent's side, while it holds 2 or 3; except
/// that a move that would take every stone on the opponent's side (a grand slam) takes none.
fn take_the_chain(sown: Sown<12>, mover: Player, _start: usize) -> Sown<12> {
    let chain = (0..=sown.last)
        .rev()
        .take_while(|&pit| owner(pit) != mover && matches!(sown.bins[pit], 2 | 3));
    let mut bins = sown.bins;
    let taken: u8 = chain.map(|pit| std::mem::take(&mut bins[pit])).sum();
    let opponent_left = (0..12).any(|pit| owner(pit) != mover && bins[pit] > 0);
    if taken == 0 || !opponent_left {
        return sown; // nothing to take, or a grand slam: the abapa convention takes nothing
    }
    let mut captured = sown.captured;
    captured[mover as usize] = captured[mover as usize].saturating_add(taken);
    Sown {
        bins,
        captured,
        ..sown
    }
}
// ANCHOR_END: rules
