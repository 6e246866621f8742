//! Chapter 1: scoop the stones of one pit into the hand.

use crate::{Board, Pit};

// ANCHOR: scoop
/// Empties `pit` into the hand: returns the board with that pit empty, and how many stones
/// were in it. The board passed in is a copy, so the caller's board is untouched.
///
/// ```
/// use ayoayo::{scoop, OPENING};
/// let (after, in_hand) = scoop(OPENING, 0);
/// assert_eq!(after, [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
/// assert_eq!(in_hand, 4);
/// ```
pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}
// ANCHOR_END: scoop
