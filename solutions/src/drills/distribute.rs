//! Chapter 2's drills: structural recursion on a count (steps round the board, pits to add up,
//! stones in hand), an accumulator that puts the recursive call in tail position, and a count
//! of `distribute`'s own calls to set beside the course tool's measurement.

use crate::{Board, PITS, Pit, next_pit};

// ANCHOR: steps_round
/// The pit `steps` steps counter-clockwise from `pit`: no steps is `pit` itself, and each step
/// is one `next_pit`. Structural recursion on the count of steps, which shrinks by one a call
/// (so a `u8` of steps is at most 255 calls deep). A pit off the board has no next pit: it
/// stays where it is.
pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    if steps == 0 || pit >= PITS {
        pit // base case: no step left to take (or nowhere to take it)
    } else {
        steps_round(next_pit(pit), steps - 1)
    }
}
// ANCHOR_END: steps_round

// ANCHOR: row_stones
/// How many stones the `count` pits from `pit` on hold, counter-clockwise and wrapping round
/// from 11 to 0: `row_stones(board, 0, 6)` is South's row, `row_stones(board, 6, 6)` North's.
/// A count past 12 goes round again and counts pits twice; a pit off the board holds none.
///
/// The recursive call is not the last thing done: its answer still has the first pit's stones
/// added to it, on the way back up.
pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    if count == 0 || pit >= PITS {
        return 0; // base case: no pits left to count
    }
    u32::from(board[pit]) + row_stones(board, next_pit(pit), count - 1)
}
// ANCHOR_END: row_stones

// ANCHOR: tally_stones
/// `tally` plus the stones of the `count` pits from `pit` on: [`row_stones`] with an
/// accumulator. Each call adds its pit to the tally on the way down, and the base case returns
/// the tally it was handed, so the recursive call is in tail position: its answer is this
/// call's answer, with nothing left to do. (A tally past `u32::MAX` stays there.)
pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    if count == 0 || pit >= PITS {
        return tally; // base case: the tally is the answer
    }
    let tally = tally.saturating_add(u32::from(board[pit]));
    tally_stones(board, next_pit(pit), count - 1, tally)
}
// ANCHOR_END: tally_stones

// ANCHOR: calls_to_distribute
/// How many calls `distribute(board, skip, pit, in_hand)` makes, the first included, when it is
/// written as the chapter writes it: one call for each stone dropped, one more each time the
/// walk comes to the skip pit, and a first call that drops nothing when the hand is empty or
/// `pit` is off the board. The board does not matter, so it is not an argument.
///
/// The count is a recursion of the same shape as the function it counts: each case of
/// `distribute` is a case here, adding its own call to the calls of the rest.
pub fn calls_to_distribute(skip: Pit, pit: Pit, in_hand: u8) -> u32 {
    if in_hand == 0 || pit >= PITS {
        return 1; // a call that drops nothing
    }
    if pit == skip {
        return 1 + calls_to_distribute(skip, next_pit(pit), in_hand);
    }
    if in_hand == 1 {
        1 // the last stone: the base case makes no further call
    } else {
        1 + calls_to_distribute(skip, next_pit(pit), in_hand - 1)
    }
}
// ANCHOR_END: calls_to_distribute
