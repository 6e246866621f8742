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
/// An empty pit, or one off the board, has nothing to sow: the board comes back as it is, with
/// `from` as the last pit.
pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    if in_hand == 0 {
        return (board, from); // nothing to sow
    }
    distribute(scooped, skip, next_pit(from), in_hand)
}
// ANCHOR_END: sow
