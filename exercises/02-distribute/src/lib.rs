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
