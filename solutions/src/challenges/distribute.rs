//! Chapter 2's challenges: where the stones land, and taking a distribution back.

use crate::{Board, PITS, Pit, next_pit};

// ANCHOR: landing_pits
/// The pits that `distribute(board, skip, pit, in_hand)` drops its stones into, in order,
/// written with recursion alone. No stones, or a pit off the board, land nowhere.
///
/// ```
/// use ayoayo::challenges::distribute::landing_pits;
/// assert_eq!(landing_pits(11, 10, 3), [10, 0, 1]);
/// ```
pub fn landing_pits(skip: Pit, pit: Pit, in_hand: u8) -> Vec<Pit> {
    if in_hand == 0 || pit >= PITS {
        return Vec::new(); // base case: nothing left to drop
    }
    if pit == skip {
        return landing_pits(skip, next_pit(pit), in_hand);
    }
    [vec![pit], landing_pits(skip, next_pit(pit), in_hand - 1)].concat()
}
// ANCHOR_END: landing_pits

// ANCHOR: undistribute
/// Takes back a distribution of `in_hand` stones that skipped `skip` and ended in `last`:
/// lifts one stone from `last` and from each pit before it, passing over `skip`. Returns the
/// board as it was before, and the pit that got the first stone. With no stones, or `last` off
/// the board, nothing is lifted: the board comes back as it is, with `last`.
///
/// ```
/// use ayoayo::{distribute, challenges::distribute::undistribute};
/// let scooped = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
/// let (after, last) = distribute(scooped, 0, 1, 4);
/// assert_eq!(undistribute(after, 0, last, 4), (scooped, 1));
/// ```
pub fn undistribute(board: Board, skip: Pit, last: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 || last >= PITS {
        return (board, last);
    }
    if last == skip {
        return undistribute(board, skip, previous_pit(last), in_hand);
    }
    let mut before = board;
    before[last] = before[last].saturating_sub(1);
    if in_hand == 1 {
        (before, last) // base case: that was the first stone dropped
    } else {
        undistribute(before, skip, previous_pit(last), in_hand - 1)
    }
}

/// The pit before `pit` in sowing order: 0 wraps round to 11.
fn previous_pit(pit: Pit) -> Pit {
    (pit + PITS - 1) % PITS
}
// ANCHOR_END: undistribute
