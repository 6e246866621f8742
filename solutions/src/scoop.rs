//! Chapter 1: scoop the stones of one pit into the hand.

use crate::{Board, PITS, Pit};

// ANCHOR: scoop
/// Empties `pit` into the hand: returns the board with that pit empty, and how many stones
/// were in it. The board passed in is a copy, so the caller's board is untouched. A pit off the
/// board holds nothing: scooping it takes nothing and leaves the board as it is.
///
/// ```
/// use ayoayo::{scoop, OPENING};
/// let (after, in_hand) = scoop(OPENING, 0);
/// assert_eq!(after, [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
/// assert_eq!(in_hand, 4);
/// assert_eq!(scoop(OPENING, 12), (OPENING, 0));
/// ```
pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    if pit >= PITS {
        return (board, 0); // no such pit: nothing to take
    }
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}
// ANCHOR_END: scoop
