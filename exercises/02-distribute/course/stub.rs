//! Chapter 2: distribute. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p distribute
//! ```
//!
//! Write `next_pit` first: `distribute` needs it. The book's chapter shows `distribute` as a
//! recursive function with a base case and a recursive case; a loop passes the tests too.

use ayoayo::{Board, Pit};

/// The pit after `pit` in sowing order.
///
/// Sowing goes counter-clockwise, which is increasing pit number, and wraps from the last
/// pit, 11, round to 0. So `next_pit(4)` is 5 and `next_pit(11)` is 0.
pub fn next_pit(pit: Pit) -> Pit {
    todo!("the pit after pit {pit}")
}

/// Drops the `in_hand` stones (at least one) one per pit, starting at `pit`, never into `skip`.
///
/// When `pit == skip`, the first stone goes into the pit after it. Whenever the sowing comes
/// round to `skip` again, on any lap, it passes over it. Returns the new board and the pit that
/// got the last stone.
///
/// For example, with pit 0 just scooped, `distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4)`
/// returns `([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)`.
pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    todo!("drop {in_hand} stones from pit {pit}, skipping pit {skip}, on {board:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: the pit `steps` steps counter-clockwise from `pit`, written recursively: no steps
/// is `pit` itself, and each step is one `next_pit`. A pit off the board (12 or more) has no
/// next pit: it stays where it is.
///
/// For example, `steps_round(10, 3)` is 1: the three steps go to pits 11, 0 and 1.
pub fn steps_round(pit: Pit, steps: u8) -> Pit {
    todo!("the pit {steps} steps on from pit {pit}")
}

/// Drill 2: how many stones the `count` pits from `pit` on hold, counter-clockwise and wrapping
/// from 11 to 0, written recursively: the first pit's stones plus those of the rest. A count
/// past 12 goes round again and counts pits twice; a pit off the board holds none. A `u32`, as
/// in chapter 1's `total`.
///
/// For example, `row_stones(OPENING, 0, 6)` is 24, South's row, and
/// `row_stones([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 10, 4)` is 11 + 12 + 1 + 2 = 26.
pub fn row_stones(board: Board, pit: Pit, count: u8) -> u32 {
    todo!("the stones of the {count} pits from pit {pit} on, on {board:?}")
}

/// Drill 3, recursion alone (no `for`, `while` or `loop`, no iterators): `row_stones` with an
/// accumulator. Returns `tally` plus the stones of the `count` pits from `pit` on: add the
/// first pit's stones to the tally *before* the recursive call, so that the call is the last
/// thing your function does (it is in tail position) and the base case answers the tally it is
/// handed. A tally past `u32::MAX` stays at `u32::MAX` (`saturating_add`).
///
/// For example, `tally_stones(OPENING, 0, 6, 0)` is 24, and `tally_stones(OPENING, 0, 6, 40)`
/// is 64.
pub fn tally_stones(board: Board, pit: Pit, count: u8, tally: u32) -> u32 {
    todo!("{tally} plus the stones of the {count} pits from pit {pit} on, on {board:?}")
}

/// Drill 4: how many calls `distribute(board, skip, pit, in_hand)` makes, the first included,
/// when it is written as the chapter writes it: one call for each stone dropped, one more each
/// time the walk comes to the skip pit, and a single call, which drops nothing, when the hand
/// is empty or `pit` is off the board. The board does not change the count, so it is not an
/// argument. Write it recursively, with one case for each of `distribute`'s.
///
/// For example, `calls_to_distribute(0, 1, 4)` is 4, and `calls_to_distribute(0, 1, 16)` is
/// 17: one of the calls passes over pit 0.
pub fn calls_to_distribute(skip: Pit, pit: Pit, in_hand: u8) -> u32 {
    todo!("the calls of distribute from pit {pit} with {in_hand} stones, skipping pit {skip}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1, recursion alone (no `for`, `while` or `loop`, no iterators): the pits that
/// `distribute(board, skip, pit, in_hand)` drops its stones into, in order. No stones, or a
/// pit off the board, land nowhere: the list is empty.
///
/// For example, `landing_pits(11, 10, 3)` is `[10, 0, 1]`: pit 11 is passed over.
pub fn landing_pits(skip: Pit, pit: Pit, in_hand: u8) -> Vec<Pit> {
    todo!("where {in_hand} stones from pit {pit} land, skipping pit {skip}")
}

/// Challenge 2: takes back a distribution of `in_hand` stones that skipped `skip` and ended
/// in `last`, by lifting one stone from `last` and from each pit before it in sowing order,
/// passing over `skip` (the pit before 0 is 11). Returns the board as it was before, and the
/// pit that got the first stone. With no stones, or `last` off the board, nothing is lifted:
/// the board comes back as it is, with `last`.
///
/// For example, `distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4)` returns
/// `([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)`, and
/// `undistribute([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 0, 4, 4)` returns
/// `([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 1)`.
pub fn undistribute(board: Board, skip: Pit, last: Pit, in_hand: u8) -> (Board, Pit) {
    todo!("take back {in_hand} stones ending in pit {last}, skipping pit {skip}, on {board:?}")
}
