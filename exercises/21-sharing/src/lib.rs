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

// Drills: small exercises beside the lab; see the chapter's page.

use ayoayo::Pit;
use ayoayo::search::GameTree;
use ayoayo::tree::Tree;

/// Drill 1: how many of `moves`, played in order from `position`, are played before the game
/// reaches a position it has been through: one in `history` (the positions before `position`,
/// as for `negamax_with_history`), or one met on the way. `Some(0)` when `position` itself is
/// in `history`. `None` when no position comes again, or when a pit is not one of the
/// position's moves (the game stops there). Recursive, with the history as the accumulator:
/// each call hands the next one your `then(history, position)`.
///
/// For example, from `TWO_STONES` (`ayoayo::history::TWO_STONES`) the twelve forced moves
/// `[5, 6, 0, 7, 1, 8, 2, 9, 3, 10, 4, 11]` come back to the start: `Some(12)` with the empty
/// history; the first eleven alone give `None`.
pub fn first_repeat<G: GameTree>(
    position: G,
    moves: &[Pit],
    history: &History<G>,
) -> Option<usize> {
    let _ = history; // yours to use
    todo!("play {moves:?} from {position:?} until a position comes again")
}

/// Drill 2: how many different positions `tree` (chapter 18's tree, `ayoayo::tree::Tree`)
/// holds: a position reached by two orders of moves counts once. A `HashSet` filled on the
/// way down the tree does it.
///
/// For example, `grow(oware::OPENING, 2)` holds 43 positions, all different; five moves deep,
/// its 6,466 nodes hold 6,435 different positions.
pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    todo!(
        "the different positions of a tree of {} children",
        tree.children.len()
    )
}

/// A game tree whose equal subtrees are one and the same cell, shared as the cells of a
/// `History` are: a position, and the shared trees after each of its moves.
///
/// This placeholder only lets the file compile: replace it with your own recursive type, a
/// handle on a cell shared through an `Rc`. The tests use only `share`, `expand` and `cells`,
/// never the inside of your type.
#[derive(Debug)]
pub struct Shared<G>(std::marker::PhantomData<G>);

/// Drill 3: the tree of `grow(position, depth)` (chapter 18), with every subtree made once:
/// the same position with the same depth left is the same subtree, so keep the cells already
/// made in a `HashMap` keyed by `(position, depth)`, and hand back a clone of the handle instead
/// of growing it again.
///
/// For example, `expand(&share(position, depth))` is `grow(position, depth)`, and
/// `share(TWO_STONES, 13)` holds 14 cells, one a depth, where the tree has 12 different
/// positions.
pub fn share<G: GameTree>(position: G, depth: u32) -> Shared<G> {
    todo!("the shared tree of {position:?}, {depth} moves deep")
}

/// Drill 4: the tree a shared tree stands for, as chapter 18's `Tree`: every shared subtree
/// copied out in each place it is used.
///
/// For example, `expand(&share(position, depth))` is `grow(position, depth)`.
pub fn expand<G: Clone>(tree: &Shared<G>) -> Tree<G> {
    let _ = tree; // yours to copy out
    todo!("the tree a shared tree stands for")
}

/// Drill 5: how many cells a shared tree holds, each counted once however many parents point
/// at it. Tell cells apart by address (`Rc::as_ptr`, or `Rc::ptr_eq`), not by the position they
/// hold: the same position with a different depth left is a different cell.
///
/// For example, `cells(&share(TWO_STONES, 13))` is 14.
pub fn cells<G>(tree: &Shared<G>) -> usize {
    let _ = tree; // yours to count
    todo!("the cells of a shared tree")
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
