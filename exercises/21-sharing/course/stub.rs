//! Chapter 21: sharing. Replace the placeholder type and the `todo!()` below with your code,
//! then run
//!
//! ```text
//! cargo test -p sharing
//! ```
//!
//! The tests use only the functions, never the inside of your type: any sound definition of
//! `History` passes. The page designs one with you (an enum whose earlier positions sit
//! behind an `Rc`), and says why `Rc` rather than `Box` or a reference.

use ayoayo::history::OwnSides;

/// The positions a game went through, newest first.
///
/// This placeholder only lets the file compile: replace it with your own recursive type, an
/// empty history or the newest position and the history before it, shared through an `Rc`.
#[derive(Debug)]
pub struct History<P>(std::marker::PhantomData<P>);

/// The history of a game not yet begun: it holds no position.
pub fn start<P>() -> History<P> {
    todo!("an empty history")
}

/// `history` with `position` added as its newest. `history` is borrowed and stays as it was:
/// the new history shares its cells (one new cell, an `Rc` cloned), and copies none of them.
///
/// `then(&then(&start(), 'a'), 'b')` holds `'a'` then `'b'`; `'b'` is the newest.
pub fn then<P>(history: &History<P>, position: P) -> History<P> {
    let _ = (history, position); // yours to use
    todo!("a history one position longer, sharing the old one")
}

/// `history` one position back: the history before its newest position, sharing its cells.
/// The start has nothing to take back: `back` of the start is the start.
///
/// `back(&then(&h, 'c'))` holds what `h` holds.
pub fn back<P>(history: &History<P>) -> History<P> {
    let _ = history; // yours to use
    todo!("the history before the newest position")
}

/// How many positions `history` holds: `len(&start::<u8>())` is 0, and each `then` adds one.
pub fn len<P>(history: &History<P>) -> usize {
    let _ = history; // yours to use
    todo!("count the positions, recursively")
}

/// Whether `position` is in `history`, as its newest position or any earlier one.
///
/// For `h = then(&then(&start(), 'a'), 'b')`, `contains(&h, &'a')` and `contains(&h, &'b')`
/// are true, `contains(&h, &'c')` is false.
pub fn contains<P: PartialEq>(history: &History<P>, position: &P) -> bool {
    let _ = (history, position); // yours to use
    todo!("look through the history, recursively")
}

/// The positions of `history` in the order they were played, oldest first.
///
/// `to_vec(&then(&then(&start(), 'a'), 'b'))` is `vec!['a', 'b']`.
pub fn to_vec<P: Clone>(history: &History<P>) -> Vec<P> {
    let _ = history; // yours to use
    todo!("the positions, oldest first, recursively")
}

/// Negamax `depth` moves ahead, honouring the repetition rule: `history` holds the positions
/// the game went through before `position` (not `position` itself). In this order:
///
/// - **Game over.** When `position` has no moves, its value is `position.store_difference()`.
/// - **Repetition.** Otherwise, when `position` is already in `history`, the game ends there
///   whatever the depth left, each side taking the stones on its own side: the value is
///   `position.repetition_value()` (from `OwnSides`).
/// - **Depth 0.** Otherwise, at depth 0, `position.store_difference()`.
/// - **Otherwise** negamax's rule over the moves, in order: each child searched `depth - 1`
///   moves ahead with the history that now ends with `position`, its value negated when the
///   opponent moves there. Every child shares that one history.
///
/// From `ayoayo::history::TWO_STONES`, twelve forced moves come back to the start: so
/// `negamax_with_history(TWO_STONES, 12, &start())` is 2 (South takes its two stones), where
/// `ayoayo::search::negamax(TWO_STONES, 12)` is 0.
pub fn negamax_with_history<G: OwnSides>(position: G, depth: u32, history: &History<G>) -> i32 {
    let _ = history; // yours to use
    todo!("search {position:?} {depth} moves ahead, ending a repeated position")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the positions of `history`, newest first, as an iterator that borrows them
/// one at a time (no recursion, so a history of a million positions is no trouble).
pub fn positions<P>(history: &History<P>) -> impl Iterator<Item = &P> {
    let _ = history; // yours to use
    todo!("an iterator over the positions, newest first");
    #[allow(unreachable_code)]
    std::iter::empty()
}

/// Challenge 2: how many positions `a` and `b` share as the very same cells (`Rc::ptr_eq`),
/// not merely as equal positions: the length of the longest history both grew from.
///
/// With `base` holding two positions, `shared_len(&then(&base, x), &then(&base, y))` is 2;
/// two histories built apart from equal positions share 0.
pub fn shared_len<P>(a: &History<P>, b: &History<P>) -> usize {
    let _ = (a, b); // yours to use
    todo!("the length of the tail the two histories have in common")
}
