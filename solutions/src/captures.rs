//! Chapter 5: captures.

use crate::{Board, Pit, Score, opposite, owner, scoop, try_relay_sow};

// ANCHOR: captured_stones
/// After a move from `start` came to rest in `end`: when `end` is on the mover's own side, the
/// mover captures every stone in the pit opposite it (which may be none). Returns the board
/// without the captured stones, and how many were captured. An `end` off the board faces no
/// pit, so captures nothing.
///
/// ```
/// use ayoayo::captured_stones;
/// let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6];
/// assert_eq!(captured_stones(board, 3, 0), ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], 6));
/// // Ending on the opponent's side captures nothing.
/// assert_eq!(captured_stones(board, 3, 7), (board, 0));
/// ```
pub fn captured_stones(board: Board, start: Pit, end: Pit) -> (Board, u8) {
    if owner(end) == owner(start) {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}
// ANCHOR_END: captured_stones

// ANCHOR: sow_and_capture
/// Relay-sows from `start` and captures, adding the capture to the mover's score. `None` when
/// the sowing never ends, or there is none (as for [`try_relay_sow`]). A score stops at 255.
///
/// ```
/// use ayoayo::{sow_and_capture, OPENING};
/// assert_eq!(
///     sow_and_capture(OPENING, [0, 0], 3),
///     Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]))
/// );
/// ```
pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    let mover = owner(start) as usize;
    score[mover] = score[mover].saturating_add(captured);
    Some((after, score))
}
// ANCHOR_END: sow_and_capture
