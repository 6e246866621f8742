//! Chapter 19: the lazy tree. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p lazy-tree
//! ```
//!
//! The tree is given: `ayoayo::lazy::Lazy<L>`, a node with a public `label: L` and a recipe for
//! its subtrees. `Lazy::new(label, recipe)` makes a node (`recipe` is a closure that returns
//! the subtrees, as any iterator or collection of `Lazy<L>`: an iterator that makes each one
//! when it is reached is the lazy choice), `Lazy::leaf(label)` makes a node with no subtrees,
//! and `tree.subtrees()` runs the recipe and returns its iterator. The recipe is kept in the
//! node and run again each time `subtrees()` is called, so it must be a `move` closure that
//! owns what it needs (`'static`). The games are seen through `ayoayo::search::GameTree`, as in
//! chapter 13. The tests run each case in a child process, so a walk that never ends is
//! reported in words.

use ayoayo::Player;
use ayoayo::lazy::{Lazy, Score};
use ayoayo::search::GameTree;

/// The whole game tree from `position`: the root is labelled `position`, and its subtrees are
/// the game trees from `position.after(pit)` for each of `position.moves()`, in that order.
/// There is no depth: the tree goes on to the end of every game. So nothing below the root may
/// be made now; a subtree's position is made when an iterator from `subtrees()` reaches it.
///
/// For example, `game_tree(Ayoayo::OPENING).subtrees().count()` is 6, and the label of its
/// first subtree is `Ayoayo::OPENING.after(0)`.
pub fn game_tree<G: GameTree + 'static>(position: G) -> Lazy<G> {
    todo!("the game tree from {position:?}")
}

/// The same tree cut `depth` levels below its root: a node `depth` levels down keeps its label
/// and has no subtrees; above it, nodes keep their subtrees (those pruned one level less). At
/// depth 0 the root alone is left. Like the tree it cuts, it makes nothing until asked.
///
/// For example, `prune(1, game_tree(Ayoayo::OPENING))` has 6 subtrees, each with none.
pub fn prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    let _ = tree; // yours to cut
    todo!("the tree cut {depth} level(s) below its root")
}

/// The same tree with each label replaced by `f` of it, for every node, root included. `tree`
/// may have no end, so like it the mapped tree makes nothing until asked: `f` is called for the
/// root now, and for a subtree when an iterator from `subtrees()` reaches it.
///
/// For example, the labels of `map_tree(|n: &u32| n * 10, tree)` are ten times those of `tree`.
pub fn map_tree<L, M, F>(f: F, tree: Lazy<L>) -> Lazy<M>
where
    L: 'static,
    M: 'static,
    F: Fn(&L) -> M + Clone + 'static,
{
    let _ = (f, tree); // yours to map
    todo!("the tree with each label mapped")
}

/// A function that scores a position for `me`: whether `me` is to move there (`mine`), and
/// the store difference seen by `me` (`value`: the position's `store_difference()` when `me` is
/// to move, minus it otherwise).
///
/// For example, `score_for(North)(&Ayoayo::OPENING.after(3))` is
/// `Score { mine: true, value: -6 }`: South's pit 3 captured six, and North moves next.
pub fn score_for<G: GameTree>(me: Player) -> impl Fn(&G) -> Score + Clone {
    move |_position: &G| todo!("the score of a position for {me:?}")
}

/// The value for *me* of a node where I move (its label's `mine` is true): a leaf is worth its
/// label's `value`; otherwise the largest value of its subtrees, a subtree valued by
/// `maximise` if I move there too (an extra move: its label's `mine` is true) and by
/// `minimise` if my opponent does.
///
/// For example, a node with subtrees leaves scored 2 and 5, my opponent's to move, is worth 5.
pub fn maximise(tree: &Lazy<Score>) -> i32 {
    todo!(
        "the value of a node labelled {:?}, where I move",
        tree.label
    )
}

/// The value for *me* of a node where my opponent moves (`mine` is false): a leaf is worth its
/// label's `value`; otherwise the smallest value of its subtrees, each valued by `maximise` or
/// `minimise` by whose move it is there.
///
/// For example, a node with subtrees leaves scored 2 and 5, mine to move, is worth 2.
pub fn minimise(tree: &Lazy<Score>) -> i32 {
    todo!(
        "the value of a node labelled {:?}, where my opponent moves",
        tree.label
    )
}

/// The evaluator that looks `depth` moves ahead, as a function of a position: the game tree,
/// pruned to `depth`, scored for the player to move at the root, then maximised. It equals
/// chapter 13's `negamax(position, depth)`.
///
/// For example, `evaluate(3)(Ayoayo::OPENING)` is 8.
pub fn evaluate<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| todo!("the value of {position:?}, {depth} moves ahead")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: the tree grown from `seed` by `step`: the root is labelled `seed`, and its
/// subtrees are the trees grown from each of `step(&seed)`, in order, made only when asked for.
///
/// For example, `unfold(1u64, |n: &u64| vec![2 * n, 2 * n + 1])` numbers the nodes of an
/// endless binary tree level by level: the root's subtrees are labelled 2 and 3.
pub fn unfold<S, F>(seed: S, step: F) -> Lazy<S>
where
    S: Clone + 'static,
    F: Fn(&S) -> Vec<S> + Clone + 'static,
{
    let _ = (seed, step); // yours to grow
    todo!("the tree grown from a seed")
}

/// Challenge 2: how many nodes the finite `tree` has, its root included.
///
/// For example, `node_count(&prune(2, game_tree(Ayoayo::OPENING)))` is 37: the root, its 6
/// subtrees and their 30.
pub fn node_count<L>(tree: &Lazy<L>) -> u64 {
    let _ = tree; // yours to count
    todo!("the number of nodes of a finite tree")
}

/// Challenge 3: `second` after `first`, as one function: it passes its argument to `first`
/// and what that returns to `second`.
///
/// For example, `compose(|n: i32| n + 1, |n: i32| n * 2)(3)` is 8.
pub fn compose<A, B, C>(first: impl Fn(A) -> B, second: impl Fn(B) -> C) -> impl Fn(A) -> C {
    let _ = (first, second); // yours to chain
    |_argument: A| todo!("the second function after the first")
}
