//! Chapter 4: relay sowing, and how to tell when it never ends.

use std::ops::ControlFlow::{self, Break, Continue};

use crate::cycle::{Fate, fate};
use crate::{Board, Pit, sow};

// ANCHOR: relay_sow
/// Sows from `start` and keeps relaying while the last stone lands in a pit that was not empty,
/// skipping `start` throughout. Returns the board and the pit where the sowing came to rest.
///
/// This is the book's first, naive version: on a board whose relay never ends it never returns
/// either (it recurses until the stack overflows). Use [`try_relay_sow`] in real play.
///
/// ```
/// use ayoayo::{relay_sow, OPENING};
/// assert_eq!(relay_sow(OPENING, 0), ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9));
/// ```
pub fn relay_sow(board: Board, start: Pit) -> (Board, Pit) {
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
/// it breaks off, at rest, with the board and the pit of the last stone.
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
    if after[last] == 1 {
        Break((after, last))
    } else {
        Continue((after, last))
    }
}
// ANCHOR_END: relay_step

// ANCHOR: try_relay_sow
/// Relay-sows like [`relay_sow`], but returns `None` when the sowing would go on forever.
///
/// Each step depends only on the state (board, pit about to be scooped), so a state seen
/// twice means the relay is going round a cycle: [`fate`] runs the steps and spots a repeat
/// with Brent's algorithm, with one saved state and no step limit.
///
/// ```
/// use ayoayo::{try_relay_sow, OPENING};
/// assert_eq!(try_relay_sow(OPENING, 0), Some(([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9)));
/// // South's pit 1 on this board relays for ever (rules.md, rule 6).
/// assert_eq!(try_relay_sow([2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1], 1), None);
/// ```
pub fn try_relay_sow(board: Board, start: Pit) -> Option<(Board, Pit)> {
    match fate((board, start), |relay| relay_step(relay, start)) {
        Fate::Ends(at_rest) => Some(at_rest),
        Fate::Cycles { .. } => None,
    }
}
// ANCHOR_END: try_relay_sow
