//! Chapter 2: drop stones one by one around the ring, recursively.

use crate::{Board, PITS, Pit};

// ANCHOR: next_pit
/// The pit after `pit` in sowing order: counter-clockwise, so 11 wraps round to 0.
///
/// ```
/// assert_eq!(ayoayo::next_pit(4), 5);
/// assert_eq!(ayoayo::next_pit(11), 0);
/// ```
pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % PITS
}
// ANCHOR_END: next_pit

// ANCHOR: distribute
/// Drops `in_hand` stones, one per pit, starting at `pit` and never into `skip`. Returns the
/// new board and the pit that got the last stone.
///
/// Each call drops one stone; the rest of the hand is the same problem, one stone smaller.
///
/// With no stone in hand, or `pit` off the board, nothing is dropped: the board comes back as it
/// is, with `pit`. A pit holds at most 255 stones (a `u8`, far past the game's 48): a stone
/// dropped into a full pit is lost rather than wrapping round to 0.
///
/// ```
/// use ayoayo::{distribute, OPENING};
/// // Pit 0 was scooped; its four stones go into pits 1 to 4.
/// let scooped = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
/// let (after, last) = distribute(scooped, 0, 1, 4);
/// assert_eq!(after, [0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4]);
/// assert_eq!(last, 4);
/// // An empty hand, or a pit off the board, drops nothing.
/// assert_eq!(distribute(OPENING, 0, 1, 0), (OPENING, 1));
/// ```
pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 || pit >= PITS {
        return (board, pit); // nothing to drop, or nowhere to drop it
    }
    if pit == skip {
        return distribute(board, skip, next_pit(pit), in_hand);
    }
    let mut after = board;
    after[pit] = after[pit].saturating_add(1);
    if in_hand == 1 {
        (after, pit) // base case: that was the last stone
    } else {
        distribute(after, skip, next_pit(pit), in_hand - 1) // recursive case: one fewer
    }
}
// ANCHOR_END: distribute
