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

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: the labels down the first branch of `tree`: the root's, its first subtree's, that
/// one's first subtree's, and so on, `steps` moves down, or fewer where a node has no
/// subtrees. Make only the nodes on the line: on a game tree, `steps` positions, one a step.
///
/// For example, `first_line(&game_tree(ENDING), 5)` has 4 positions: the game ends after the
/// third move (`ENDING` is `ayoayo::tree::ENDING`, chapter 18's Oware ending).
pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let _ = tree; // yours to walk
    todo!("the first {steps} step(s) down the tree")
}

/// Drill 2: the first finished game within `depth` moves of the root that `me` has won (more
/// stones than the opponent), searching depth first in the order of the moves; `None` if there
/// is none. A finished game is a position with no moves: its label says so, no subtree need be
/// made to see it. Make nothing after the win is found.
///
/// For example, on `game_tree(ENDING)` for South, within 1 move it is the position after pit 5
/// (South's 25th stone); within 3 moves it is a win three moves down pit 4's branch, found
/// first.
pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    todo!("a win for {me:?} within {depth} moves of {:?}", tree.label)
}

/// Drill 3: the tree grown from `seed` by `next`, made as it is walked: the root is labelled
/// `seed`, and its subtrees are grown from the seeds of the iterator `next(&seed)`, each made
/// when an iterator from `subtrees()` reaches it. Unlike the first challenge's `unfold`, whose
/// step gives a `Vec`, asking for the first subtree makes one seed, not all of them.
///
/// For example, `lazy_unfold(3u32, |&n: &u32| 0..n)` has 8 nodes, and from a position, with
/// `next` the positions after each move, made in the iterator, it is the game tree.
pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    let _ = (seed, next); // yours to grow
    todo!("the tree grown from a seed, lazily")
}

/// Drill 4: the same tree with each label paired with its depth: the root's is `depth`, and
/// each subtree's one more than its parent's (`u32::MAX` stays `u32::MAX`). Like `prune`, it
/// makes nothing until asked: a subtree's label is made when the subtree is.
///
/// For example, the labels of `with_depth(game_tree(position), 0)` down its first branch are
/// `(position, 0)`, then the position after the first move with 1, and so on.
pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let _ = tree; // yours to label
    todo!("the tree with each label's depth, the root's {depth}")
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
