//! Chapter 3: sow. Replace the `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p sow
//! ```
//!
//! The reference versions of the earlier chapters are ready to use, so this chapter works even
//! if you skipped them: add `use ayoayo::{distribute, next_pit, scoop};` when you need them.

use ayoayo::{Board, Pit};

/// Scoops every stone out of `from` (which holds at least one) and distributes them one per
/// pit, starting at the pit after `from` and never dropping one into `skip`.
///
/// Returns the new board and the pit that got the last stone. At the start of a move, `skip`
/// and `from` are the same pit; later, when a move relays, `from` is a new pit but `skip` stays
/// the pit the move began in.
///
/// For example, sowing pit 0 of the opening, skipping pit 0, returns
/// `([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)`.
pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    todo!("sow pit {from}, skipping pit {skip}, on {board:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1, recursion alone (no `for`, `while` or `loop`, no iterators): the board after sowing
/// each of `pits` in turn, each on the board the sowing before left, all skipping `skip`. Match
/// the slice as `[]` or `[first, rest @ ..]`. An empty or off-board pit sows nothing, as `sow`
/// says.
///
/// For example, `sow_each(OPENING, 0, &[0, 4, 9, 3])` is the chapter's walk of four sowings,
/// `[0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5]`.
pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    todo!("sow each of the pits {pits:?} in turn, skipping pit {skip}, on {board:?}")
}

/// Drill 2, recursion alone (no `for`, `while` or `loop`, no iterators): the first of `pits`
/// whose sowing, as the first of a move (skipping itself), drops its last stone into a pit that
/// was empty, so that the move comes to rest without a relay; `None` when none of them does. An
/// empty or off-board pit has no sowing: pass it over.
///
/// For example, on `[1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0]` the sowing of pit 4 relays and that
/// of pit 5 ends in empty pit 11, so `first_to_rest` of that board and `&[4, 5, 1]` is
/// `Some(5)`.
pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    todo!("the first of the pits {pits:?} whose sowing comes to rest at once, on {board:?}")
}

/// Drill 3, recursion alone (no `for`, `while` or `loop`, no iterators): whether sowing `pits`
/// in turn (each on the board the sowing before left, all skipping `skip`) goes as a relay
/// goes: each sowing but the last ends in the pit listed after it, which then holds more than
/// one stone. One pit, or none, claims nothing: `true`.
///
/// For example, `is_relay(OPENING, 0, &[0, 4, 9, 3])` is `true`, the chapter's walk, and
/// `is_relay(OPENING, 0, &[0, 4, 9, 3, 9])` is `false`: pit 3's sowing ends in empty pit 9.
pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    todo!("whether sowing {pits:?} in turn, skipping pit {skip}, on {board:?} is a relay")
}

/// Drill 4: the sowing `sow(board, skip, from)` one stone at a time: for each stone dropped, in
/// order, the board just after it and the pit it went into. The last is `sow`'s answer. An
/// empty or off-board `from` drops nothing: the list is empty. Build the list from a seed, the
/// board, the next pit and the stones in hand, each step making one frame and the next seed.
///
/// For example, `stone_by_stone(OPENING, 0, 0)` is
/// `[([0, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 1), ([0, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4], 2),
/// ([0, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4], 3), ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4)]`.
pub fn stone_by_stone(board: Board, skip: Pit, from: Pit) -> Vec<(Board, Pit)> {
    todo!("sow pit {from}, skipping pit {skip}, on {board:?}, one stone at a time")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: sows like `sow`, but clockwise: in decreasing pit order, with 0 wrapping round
/// to 11, as some sowing games do. Scoops `from`, drops its stones from the pit before it,
/// never into `skip`, and returns the new board and the pit that got the last stone. An empty
/// or off-board pit sows nothing: the board comes back as it is, with `from`.
///
/// For example, `sow_clockwise(OPENING, 0, 0)` returns
/// `([0, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5], 8)`.
pub fn sow_clockwise(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    todo!("sow pit {from} clockwise, skipping pit {skip}, on {board:?}")
}
