//! Chapter 3: sowing is scooping, then distributing.

use crate::{Board, Pit, distribute, next_pit, scoop};

// ANCHOR: sow
/// Scoops `from` and distributes its stones from the pit after it, never into `skip`.
/// Returns the new board and the pit that got the last stone.
///
/// ```
/// use ayoayo::{sow, OPENING};
/// assert_eq!(sow(OPENING, 0, 0), ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4));
/// // A relay: pit 4 is scooped, but pit 0 (where the move began) is still skipped.
/// assert_eq!(
///     sow([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 0, 4),
///     ([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 9)
/// );
/// ```
///
/// # Panics
/// When `from` is empty: there is nothing to sow.
pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    assert!(in_hand > 0, "cannot sow from pit {from}: it is empty");
    distribute(scooped, skip, next_pit(from), in_hand)
}
// ANCHOR_END: sow
