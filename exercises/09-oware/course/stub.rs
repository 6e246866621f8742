//! Chapter 9: Oware. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p oware
//! ```
//!
//! Pits are numbered as in Part I: South owns 0 to 5, North 6 to 11, and sowing goes
//! 0, 1, ..., 11, 0. `owner`, `scoop`, `has_stones` and `potential_moves` from `ayoayo` are
//! ready to use, and so is `ayoayo::toolkit::feeding_filter`. Each function is also in the
//! reference, `ayoayo::oware`, for when you want to build on one you have not written yet.
//!
//! The tests run each call in a child process, so if your recursion never stops they will say
//! so, and name the board, instead of crashing.

use ayoayo::oware::Position;
use ayoayo::{Board, Pit, Player};

/// Scoops `pit` and drops its stones one per pit from the pit after it, never into `pit`
/// itself: a hand of twelve or more (an *Odu*) skips its own pit on every lap. Returns the
/// houses and the pit that got the last stone. An empty pit sows nothing: the houses come back
/// unchanged, with `pit`.
///
/// Sowing pit 5 of `[0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0]` gives
/// `([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6)`: the twelfth stone skips pit 5 for pit 6.
pub fn sow_skipping_origin(houses: Board, pit: Pit) -> (Board, Pit) {
    todo!("sow pit {pit} of {houses:?}, skipping pit {pit} on every lap")
}

/// The chain `mover` captures when the last stone lands in `last`, written recursively: if
/// `last` is on the opponent's side and holds 2 or 3, scoop it, then capture the chain that
/// ends at the pit before it (`last - 1`). The chain stops at a pit that holds another count,
/// at the mover's own side, and before pit 0 (it never wraps round to pit 11). Returns the
/// houses without the stones taken, and how many were taken. (No grand slam rule here.)
///
/// South's chain ending at pit 10 of `[0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0]` takes pits 10 and
/// 9, and stops at pit 8 (it holds 1): `([0, 0, 0, 0, 0, 0, 2, 3, 1, 0, 0, 0], 5)`.
pub fn capture_chain(houses: Board, mover: Player, last: Pit) -> (Board, u8) {
    todo!("the chain {mover:?} captures backwards from pit {last} of {houses:?}")
}

/// One whole move by the owner of `pit` (a non-empty pit): sow it skipping the origin, then
/// capture the chain ending at the last stone, unless that chain would leave the opponent no
/// stone at all. That is a *grand slam*, and this course's rule (abapa) lets the move be played
/// but capture nothing. Returns the houses and the stones captured.
///
/// South sowing pit 5 of `[0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0]` makes pits 6 and 7 hold 2 and 3,
/// every stone North has: a grand slam, so `([0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0], 0)`.
pub fn sow_and_capture(houses: Board, pit: Pit) -> (Board, u8) {
    todo!("sow and capture from pit {pit} of {houses:?}")
}

/// The moves the player to move may make, in increasing order: their non-empty pits, except
/// that when the opponent has no stone, only the moves that leave the opponent one (feeding).
/// None at all once a store holds more than 24: the game is decided.
///
/// With North to move on houses `[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]`, South has nothing:
/// pit 10 (one stone, into pit 11) leaves South empty, pit 11 reaches pit 1, so the answer is
/// `[11]`.
pub fn legal_moves(position: Position) -> Vec<Pit> {
    todo!("the legal moves of {position:?}")
}

// Drills: small exercises beside the lab; see the chapter's page.

use std::collections::HashMap;
use std::ops::Range;

/// Drill 1: the sets of the pits in `pits` whose stones add up to exactly `stones`. Take or
/// leave each pit in turn (a tree recursion); a pit that holds no stones, or is off the board, is
/// never taken. Each set lists its pits lowest first; the sets come with the range's first pit
/// before those without it.
///
/// For example, North's pits of `[0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0]` making 5,
/// `pits_making(houses, 6..12, 5)`, are
/// `[[6, 7], [6, 8, 9], [6, 10], [7, 9], [9, 10]]`.
pub fn pits_making(houses: Board, pits: Range<Pit>, stones: u8) -> Vec<Vec<Pit>> {
    todo!("the sets of the pits {pits:?} of {houses:?} holding {stones} stones")
}

/// Drill 2: in how many ways a capture chain of at most `pits` pits (and never more than the
/// 6 of a row) can take exactly `stones`, as the chain lies on the board: each pit it takes
/// holds 2 or 3, and the order matters. No stone left is one chain; stones but no pit, none.
///
/// For example, `chain_rows(7, 5)` is 3: 2 2 3, 2 3 2 and 3 2 2.
pub fn chain_rows(stones: u8, pits: u8) -> u64 {
    todo!("the chains of at most {pits} pits taking {stones} stones")
}

/// Drill 3: the same chains when only the counts matter, not their order: the shapes of a
/// capture of exactly `stones` in at most `pits` pits (and never more than 6) of 2 or 3.
///
/// For example, `chain_shapes(12, 5)` is 2: 3 3 3 3 and 3 3 2 2 2 (six 2s need six pits).
pub fn chain_shapes(stones: u8, pits: u8) -> u64 {
    todo!("the shapes of a capture of {stones} stones in at most {pits} pits")
}

/// Drill 4: how many rows of `pits` pits hold exactly `stones` stones with no Odu (no pit of 12
/// or more), the order of the pits mattering. Keep the answer to each question you work out in
/// `memo`, under the key `(stones, pits)`. A count past `u64::MAX` stops there.
///
/// For example, `odu_free_boards(12, 2, &mut HashMap::new())` is 11: 0 + 12 and 12 + 0 hold an
/// Odu. Of the boards of 48 stones, `odu_free_boards(48, 12, &mut HashMap::new())`, at once, is
/// 98,105,618,326.
pub fn odu_free_boards(stones: u8, pits: u8, memo: &mut HashMap<(u8, u8), u64>) -> u64 {
    todo!(
        "the rows of {pits} pits holding {stones} stones without an Odu ({} known)",
        memo.len()
    )
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: `sow_skipping_origin` again, with recursion alone, no loops (no `for`, `while`,
/// `loop`, and no iterator doing the dropping for you): drop one stone, then sow the rest of the
/// hand from the pit it fell in. A helper that takes the hand and the origin may do the
/// recursing. The answer is exactly `sow_skipping_origin`'s.
///
/// Sowing pit 5 of `[0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0]` gives
/// `([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6)`.
pub fn sow_by_recursion(houses: Board, pit: Pit) -> (Board, Pit) {
    todo!("sow pit {pit} of {houses:?} by recursion alone")
}

/// Challenge 2: whether the move from `pit` (by its owner) is a grand slam: sown, its capture
/// chain would take stones, and every stone the opponent has. An empty pit is no grand slam.
///
/// South's pit 5 of `[0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0]` is one (`true`); South's pit 5 of
/// `[0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 4]` is not, since pit 11 keeps its four.
pub fn grand_slam(houses: Board, pit: Pit) -> bool {
    todo!("is pit {pit} of {houses:?} a grand slam?")
}
