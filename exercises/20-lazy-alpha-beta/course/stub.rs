//! Chapter 20: lazy alpha-beta. Replace the `todo!()`s below with your code, then run
//!
//! ```text
//! cargo test -p lazy-alpha-beta
//! ```
//!
//! Chapter 19's evaluator takes the maximum of *every* subtree's value. Here the last step of
//! its composition changes: each node gives a lazy list of values (an iterator) whose maximum,
//! or minimum, is its value, and a list that cannot change the answer is left unfinished. The
//! tests count the positions your evaluator makes, as well as checking its values: a list
//! must be walked no further than needed, and a node's subtrees made one at a time (never
//! collected into a `Vec`).

use ayoayo::lazy::{Lazy, Score};
use ayoayo::search::GameTree;

/// A lazy list of values: each is made only when asked for, and it can be walked only once.
pub type Values = Box<dyn Iterator<Item = i32>>;

/// Hughes' `minleq` and `min` in one pass: `None` as soon as a value at or under `pot` turns up
/// (take no value after it), else `Some` of the least of `values`. Write it as one `try_fold`.
///
/// For example, `min_above(3, [5, 4, 9].into_iter())` is `Some(4)`, and
/// `min_above(3, [5, 3, 9].into_iter())` is `None`, without looking at the 9.
/// `min_above(3, [].into_iter())` is `Some(i32::MAX)` (no list of this chapter is empty).
pub fn min_above(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let _ = values; // yours to walk
    todo!("the least of the values, unless one is at or under {pot}")
}

/// Hughes' `mapmin`: given, in order, the lists of a node where I move (one per subtree, each
/// list's least value being that subtree's value), the lazy list of each list's least value,
/// leaving out every list with a value at or under the pot, the greatest value given so far.
/// The first list has no pot against it (start the pot at `i32::MIN`).
///
/// For example, from the lists `[3, 8]`, `[6, 4]`, `[9, 4, 7]`, `[5]` it gives 3, 4 and 5:
/// `[9, 4, 7]` stops at 4, which is not above the pot 4, and its 7 is never made.
pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let _ = lists; // yours to walk, lazily
    todo!("the least of each list that beats the pot")
}

/// Hughes' `mapmax`, the mirror of `map_min` for a node where my opponent moves: each list's
/// greatest value, leaving out every list with a value at or over the least given so far.
///
/// For example, from the lists `[3, 1]`, `[0, 2]`, `[-1, 5]` it gives 3 and 2. (One way: call
/// `map_min` on the lists negated, and negate what it gives.)
pub fn map_max(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let _ = lists; // yours to walk, lazily
    todo!("the greatest of each list that stays under the pot")
}

/// Hughes' `maximise'`: a lazy list of values whose maximum is the value for me of `tree`, a
/// node where I move. A leaf (no subtrees) gives its own label's value, alone. Otherwise
/// `map_min` of one list per subtree, made as it is needed: `minimise_values(subtree)` where my
/// opponent moves; where I move again (an extra move, `subtree.label.mine`), a list of one
/// value, the greatest of `maximise_values(subtree)`, since that maximum cannot be cut short.
///
/// For example, for the tree of `Kalah::OPENING` cut one move deep and scored for South, the
/// greatest value of the list is 1, as chapter 13's `negamax(Kalah::OPENING, 1)`.
pub fn maximise_values(tree: Lazy<Score>) -> Values {
    todo!("the values of {tree:?}, whose maximum is its value")
}

/// Hughes' `minimise'`: the mirror of `maximise_values` for a node where my opponent moves; a
/// lazy list whose minimum is the value for me of `tree`, by `map_max`.
pub fn minimise_values(tree: Lazy<Score>) -> Values {
    todo!("the values of {tree:?}, whose minimum is its value")
}

/// The evaluator with alpha-beta, `depth` moves ahead: chapter 19's composition (the game tree
/// of the position, pruned to `depth`, scored for the player to move with `score_for`) with its
/// last step replaced by the greatest of `maximise_values`. It equals chapter 13's
/// `negamax(position, depth)`. Chapter 19's `game_tree`, `prune`, `map_tree` and `score_for` are
/// in `ayoayo::lazy`: add them to the `use ayoayo::lazy::...` line at the top.
///
/// For example, `evaluate_pruned(3)(Ayoayo::OPENING)` is 8.
pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| todo!("the value of {position:?}, {depth} moves ahead, by pruning")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: `min_above` in the mirror, for a node where my opponent moves: `None` as soon as a
/// value at or *over* `pot` turns up (take no value after it), else `Some` of the *greatest* of
/// `values`. Write it as one `try_fold`. A list with no value answers `Some(i32::MIN)`.
///
/// For example, `max_under(5, [1, 4, 2].into_iter())` is `Some(4)`, and
/// `max_under(5, [1, 5, 9].into_iter())` is `None`, without looking at the 9.
pub fn max_under(pot: i32, values: impl Iterator<Item = i32>) -> Option<i32> {
    let _ = values; // yours to walk
    todo!("the greatest of the values, unless one is at or over {pot}")
}

/// Drill 2: Hughes' `omit`, on lists written out, by recursion on the slice: the least value
/// of each list that is above the pot, in order, the pot rising to each value given. A list
/// with a value at or under the pot is left out, and the pot stays. No loop: take the first
/// list, decide, and recurse on the rest with the pot it leaves. A list with no value gives
/// `i32::MAX`, as `min_above` does.
///
/// For example, `omit(i32::MIN, &[vec![3, 8], vec![6, 4], vec![9, 4, 7], vec![5]])` is
/// `vec![3, 4, 5]`: what `map_min` gives from the same lists.
pub fn omit(pot: i32, lists: &[Vec<i32>]) -> Vec<i32> {
    todo!(
        "the least of each of {} lists that beats the pot {pot}",
        lists.len()
    )
}

/// Drill 3: the values of the leaves of `tree`, left to right, as a lazy list: a leaf gives its
/// label's value; any other node the values of its subtrees, one subtree after another, each
/// subtree made only when the list reaches it (never collected into a `Vec`).
///
/// For example, on the page's tree (A's leaves 3 and 8, B's 6 and 4, C's 2, 9 and 7, D's 5)
/// the list is 3, 8, 6, 4, 2, 9, 7, 5; and taking its first value from a tree cut 3 moves deep
/// makes 3 positions, those down the first branch.
pub fn leaf_values(tree: Lazy<Score>) -> Values {
    todo!("the values of the leaves of {tree:?}")
}

/// Drill 4: whether the value for me of `tree` is at least `target`: maximised where I move
/// (`label.mine`), minimised where my opponent moves, as chapter 19 values it. A leaf: is its
/// label's value at least `target`? Where I move, one subtree that reaches it is enough; where
/// my opponent moves, every subtree must. Stop at the first subtree that settles the answer.
///
/// For example, on the page's tree, worth 5, `reaches(&tree, 5)` is true and `reaches(&tree, 6)`
/// false; and `reaches(&scored, v)` is `evaluate(depth)(position) >= v`.
pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    todo!("does {tree:?} reach {target}?")
}

// Challenges (optional): see the end of the chapter's page.

use ayoayo::Pit;

/// Challenge 1: Hughes' `highfirst`: the same tree with every node's subtrees in the order of
/// their labels' values, the best for whoever moves there first (highest first where
/// `label.mine`, lowest first elsewhere), ties in their old order, at every level.
///
/// For example, the subtrees of the root of Oware's opening, cut two moves deep and scored for
/// South, all have the value 0, so their order stays 0, 1, ... 5.
pub fn high_first(tree: Lazy<Score>) -> Lazy<Score> {
    todo!("{tree:?} with the best subtrees first")
}

/// Challenge 2: Hughes' `minleq`, with recursion alone (no loop, no iterator adaptor): whether
/// some value of `values` is at or under `pot`, taking none after the first such value.
///
/// For example, `min_leq([4, 2, 7].into_iter(), 2)` is `true`, and so is
/// `min_leq([5, 1].into_iter().chain(std::iter::repeat(9)), 1)`, a list with no end.
pub fn min_leq(values: impl Iterator<Item = i32>, pot: i32) -> bool {
    let _ = values; // yours to walk, recursively
    todo!("is some value at or under {pot}?")
}

/// Challenge 3: the lowest of the best moves of `position`, `depth` moves ahead (a `depth` of 0
/// counts as 1), pruning at the root too: a move whose list shows it no better than the best so
/// far is left unfinished. `None` once the game is over. It equals the first of chapter 13's
/// `best_moves(position, depth)`.
///
/// For example, `best_move(Kalah::OPENING, 4)` is `Some(5)`.
pub fn best_move<G: GameTree + 'static>(position: G, depth: u32) -> Option<Pit> {
    todo!("the best move of {position:?}, {depth} moves ahead, by pruning")
}
