//! Style: the sowing as a recursion on the seeds in hand, where the page folds over the
//! landing pits, and the relay as a `while` loop over a `HashSet` of the states seen.
//! `drop_seeds` drops one seed, lets `take_fours` judge that drop, and sows the rest of the
//! hand from the next pit.
//!
//! Correct because each call is one drop of the fold (the seed into the next pit round the
//! board, never passing over the pit sown from, then `take_fours` with the seeds still in
//! hand), so the captures and the last pit are the fold's. A relay whose state (the board and
//! the pit about to be scooped) comes back sows for ever; otherwise it must come to rest.
use std::collections::HashSet;

use ayoayo::toolkit::Sown;
use ayoayo::{Board, Pit, Player, Score, owner};

pub fn take_fours(sown: Sown<12>, mover: Player, in_hand: u8) -> Sown<12> {
    let Sown {
        mut bins,
        mut captured,
        last,
    } = sown;
    if bins.get(last) != Some(&4) {
        return sown;
    }
    let taker = match in_hand {
        0 => mover,
        _ => owner(last),
    };
    bins[last] = 0;
    captured[taker as usize] = captured[taker as usize].saturating_add(4);
    Sown {
        bins,
        captured,
        last,
    }
}

/// Drops the `hand` seeds one at a time from the pit after `sown.last`, each judged by
/// `take_fours`.
fn drop_seeds(sown: Sown<12>, mover: Player, hand: u8) -> Sown<12> {
    if hand == 0 {
        return sown;
    }
    let pit = (sown.last + 1) % 12;
    let mut bins = sown.bins;
    bins[pit] = bins[pit].saturating_add(1);
    let dropped = Sown {
        bins,
        last: pit,
        ..sown
    };
    drop_seeds(take_fours(dropped, mover, hand - 1), mover, hand - 1)
}

pub fn sow_taking_fours(sown: Sown<12>, mover: Player) -> Sown<12> {
    let mut bins = sown.bins;
    let Some(hand) = bins.get_mut(sown.last).map(std::mem::take) else {
        return sown;
    };
    drop_seeds(Sown { bins, ..sown }, mover, hand)
}

pub fn try_relay_move(board: Board, mover: Player, pit: Pit) -> Option<(Board, Score)> {
    if board.get(pit).is_none_or(|&seeds| seeds == 0) {
        return None;
    }
    let mut seen = HashSet::new();
    let mut sown = Sown {
        bins: board,
        captured: [0, 0],
        last: pit,
    };
    while seen.insert((sown.bins, sown.last)) {
        sown = sow_taking_fours(sown, mover);
        if sown.bins[sown.last] <= 1 {
            return Some((sown.bins, sown.captured));
        }
    }
    None
}
