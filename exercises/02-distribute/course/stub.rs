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
