//! Chapter 4's challenge: the path of a relay.

use crate::{Board, PITS, Pit, sow};

// ANCHOR: relay_path
/// The pits a relay from `start` scoops, in order: `start`, then each pit where a sowing ended
/// among other stones. Written with recursion alone. Like [`relay_sow`](crate::relay_sow), it
/// never returns when the relay never ends. An empty or off-board `start` scoops nothing.
///
/// ```
/// use ayoayo::{OPENING, challenges::relay_sow::relay_path};
/// assert_eq!(relay_path(OPENING, 0), [0, 4, 9, 3]);
/// ```
pub fn relay_path(board: Board, start: Pit) -> Vec<Pit> {
    if start >= PITS || board[start] == 0 {
        return Vec::new(); // nothing to sow
    }
    fn path_from(board: Board, start: Pit, from: Pit) -> Vec<Pit> {
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            vec![from] // base case: the last stone fell into an empty pit
        } else {
            [vec![from], path_from(after, start, last)].concat()
        }
    }
    path_from(board, start, start)
}
// ANCHOR_END: relay_path
