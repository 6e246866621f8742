//! Chapter 4: relay sowing, and how to tell when it never ends.

use std::iter;
use std::ops::ControlFlow::{self, Break, Continue};

use crate::board::{holds_stones, stones};
use crate::cycle::{Fate, fate};
use crate::{Board, PITS, Pit, STONES, sow};

// ANCHOR: relay_sow
/// Sows from `start` and keeps relaying while the last stone lands in a pit that was not empty,
/// skipping `start` throughout. Returns the board and the pit where the sowing came to rest.
///
/// This is the book's first, naive version: on a board whose relay never ends it never returns
/// either (it recurses until the stack overflows). Use [`try_relay_sow`] in real play. An empty
/// or off-board `start` sows nothing: the board comes back as it is, with `start`.
///
/// ```
/// use ayoayo::{relay_sow, OPENING};
/// assert_eq!(relay_sow(OPENING, 0), ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9));
/// ```
pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
    if !holds_stones(board, start) {
        return (board, start); // nothing to sow
    }
    fn relay_from(board: Board, start: Pit, from: Pit) -> (Board, Pit) {
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            (after, last) // base case: the last stone fell into an empty pit
        } else {
            relay_from(after, start, last) // recursive case: scoop the last pit and go on
        }
    }
    relay_from(board, start, start)
}
// ANCHOR_END: relay_sow

// ANCHOR: relay_step
/// Where a relay stands before its next scoop: the board, and the pit about to be scooped.
type Relay = (Board, Pit);

/// One sowing of a relay that skips `start`: either the relay continues from a new state, or
/// it breaks off, at rest, with the board and the pit of the last stone. Sowing an empty or
/// off-board pit drops nothing, so it breaks off at once, where it is.
///
/// ```
/// use std::ops::ControlFlow::Continue;
/// use ayoayo::{relay_step, OPENING};
/// let after = [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4];
/// assert_eq!(relay_step((OPENING, 0), 0), Continue((after, 4)));
/// ```
#[inline]
pub fn relay_step((board, from): Relay, start: Pit) -> ControlFlow<Relay, Relay> {
    let (after, last) = sow(board, start, from);
    if last < PITS && after[last] > 1 {
        Continue((after, last)) // the last stone joined others: scoop them next
    } else {
        Break((after, last))
    }
}
// ANCHOR_END: relay_step

// ANCHOR: relay_states
/// The first `limit` states of the relay from `start`, or all of them if it comes to rest
/// sooner: each is the board and the pit about to be scooped, starting with `(board, start)`,
/// and the last of a relay that ends is the one whose sowing comes to rest. An unfold: each
/// state is made from the one before by `relay_step`, which the closure hands the fixed `start`.
///
/// ```
/// use ayoayo::{relay_states, OPENING};
/// let pits: Vec<usize> = relay_states(OPENING, 0, 10).iter().map(|&(_, pit)| pit).collect();
/// assert_eq!(pits, [0, 4, 9, 3]);
/// ```
pub fn relay_states(board: Board, start: Pit, limit: usize) -> Vec<(Board, Pit)> {
    iter::successors(Some((board, start)), |&relay| {
        relay_step(relay, start).continue_value()
    })
    .take(limit)
    .collect()
}
// ANCHOR_END: relay_states

// ANCHOR: try_relay_sow
/// Relay-sows like [`relay_sow`], but returns `None` when the sowing would go on forever, and
/// when there is no sowing at all (`start` is empty or off the board).
///
/// Each step depends only on the state (board, pit about to be scooped), so a state seen
/// twice means the relay is going round a cycle: [`fate`] runs the steps and spots a repeat
/// with Brent's algorithm, with one saved state and no step limit. (On a board of more than the
/// game's 48 stones a relay can run for hours before it repeats, so there `None` also means it
/// did not settle within two million stones dropped.)
///
/// ```
/// use ayoayo::{try_relay_sow, OPENING};
/// assert_eq!(try_relay_sow(OPENING, 0), Some(([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9)));
/// // South's pit 1 on this board relays for ever (rules.md, rule 6).
/// assert_eq!(try_relay_sow([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1), None);
/// ```
pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    if !holds_stones(board, start) {
        return None; // no sowing
    }
    if stones(board) > STONES {
        return relay_within_budget(board, start); // a board no game reaches: see below
    }
    match fate((board, start), |relay| relay_step(relay, start)) {
        Fate::Ends(at_rest) => Some(at_rest),
        Fate::Cycles { .. } => None,
    }
}
// ANCHOR_END: try_relay_sow

/// How many stones a relay on a board of more than the game's [`STONES`] may drop before it is
/// taken to be endless. With 48 stones the longest relays measured repeat after about 29
/// million sowings (under a second); with hundreds of stones a relay can run for hours before
/// its first repeat. Two million drops is about 10 ms, and more than any relay the exercises'
/// random boards (at most 96 stones, relays settled within 20,000 sowings) can drop.
pub(crate) const DROPS_PAST_THE_GAME: u64 = 2_000_000;

/// [`try_relay_sow`] on a board the game never reaches: `None` also when the relay has neither
/// come to rest nor been seen to repeat within [`DROPS_PAST_THE_GAME`] stones dropped.
fn relay_within_budget(board: Board, start: Pit) -> Option<(Board, Pit)> {
    match relay_fate(board, start) {
        Fate::Ends(at_rest) => at_rest,
        Fate::Cycles { .. } => None,
    }
}

/// Where the relay from `start` (which holds stones) goes, as [`fate`] finds it; on a board of
/// more than [`STONES`] stones, `Ends(None)` when [`DROPS_PAST_THE_GAME`] runs out first.
pub(crate) fn relay_fate(board: Board, start: Pit) -> Fate<Option<Relay>> {
    let mut drops_left = if stones(board) > STONES {
        DROPS_PAST_THE_GAME
    } else {
        u64::MAX // never runs out: that many drops would take centuries
    };
    fate((board, start), |(board, from): Relay| {
        let Some(left) = drops_left.checked_sub(u64::from(board[from])) else {
            return Break(None); // out of budget: taken to be endless
        };
        drops_left = left;
        relay_step((board, from), start).map_break(Some)
    })
}
