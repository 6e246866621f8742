//! Chapter 3's challenge: sowing the other way round.

use crate::{Board, Pit, opposite, sow};

// ANCHOR: sow_clockwise
/// Sows like [`sow`], but clockwise, in decreasing pit order (0 wraps round to 11), as some
/// sowing games do. The mirror of the board, pit `p` moved to `11 - p`, turns one direction
/// into the other, so this sows the mirrored board and mirrors the answer back.
///
/// ```
/// use ayoayo::{OPENING, challenges::sow::sow_clockwise};
/// assert_eq!(sow_clockwise(OPENING, 0, 0), ([0, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5], 8));
/// ```
pub fn sow_clockwise(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (sown, last) = sow(mirror(board), opposite(skip), opposite(from));
    (mirror(sown), opposite(last))
}

/// The board seen in a mirror: each pit swapped with the one facing it.
fn mirror(board: Board) -> Board {
    std::array::from_fn(|pit| board[opposite(pit)])
}
// ANCHOR_END: sow_clockwise
