//! Chapter 12: perft. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p perft
//! ```
//!
//! Both functions work for any game of the course through the trait `ayoayo::search::GameTree`:
//! `position.moves()` lists the legal moves in increasing pit order (none once the game is
//! over), and `position.after(pit)` is the position that move leads to. The tests call them with
//! Oware, Ayòayò and Lagos positions. The reference versions are `ayoayo::search::{perft,
//! divide}`.
//!
//! The tests run each call in a child process, so if your recursion never stops they will say
//! so instead of crashing.

use ayoayo::Pit;
use ayoayo::search::GameTree;

/// How many sequences of exactly `depth` legal moves can be played from `position`, written
/// recursively. At depth 0 there is exactly one, the empty sequence, whatever the position; a
/// position with no moves (the game is over) begins no sequence of one move or more.
///
/// From Oware's opening: 1 at depth 0, 6 at depth 1, 36 at depth 2, 190 at depth 3.
pub fn perft<G: GameTree>(position: G, depth: u32) -> u64 {
    todo!("count the sequences of {depth} moves from {position:?}")
}

/// Perft split by the first move: for each legal move of `position`, in the order of
/// `position.moves()`, the pair (that move, how many sequences of `depth` moves begin with it).
/// At depth 0 there is no first move to split by: answer each move with the count 1, as at
/// depth 1. The counts add up to `perft(position, depth)` for every depth ≥ 1.
///
/// From Oware's opening at depth 2: `[(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6)]`.
pub fn divide<G: GameTree>(position: G, depth: u32) -> Vec<(Pit, u64)> {
    todo!("split the count of {depth} moves from {position:?} by the first move")
}

// Drills: small exercises beside the lab; see the chapter's page.

/// Drill 1: every sequence of exactly `depth` legal moves from `position`, each as the pits
/// played in order, written recursively like `perft` but keeping the sequences instead of
/// counting them: so there are `perft(position, depth)` of them. At depth 0 the one sequence is
/// the empty one; a position with no moves begins none longer. Sequences come in the order of
/// `moves()` at each level: all those beginning with the first move, then the second...
///
/// For example, on the Oware ending `ayoayo::tree::ENDING`, `lines(ENDING, 2)` is
/// `vec![vec![4, 6], vec![4, 11]]`: South's pit 5 ends the game at once, so no sequence of two
/// moves begins with it.
pub fn lines<G: GameTree>(position: G, depth: u32) -> Vec<Vec<Pit>> {
    todo!("every sequence of {depth} moves from {position:?}")
}

/// Drill 2: how many positions the game tree from `position` holds down to `depth` moves, the
/// root included, written recursively: the position itself, and the nodes below each of its
/// moves, one move less deep. At depth 0, or where the game is over, the node is alone.
///
/// For example, from Oware's opening: 1 at depth 0, 1 + 6 = 7 at depth 1, 7 + 36 = 43 at
/// depth 2.
pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    todo!("count the positions of the tree {depth} moves deep from {position:?}")
}

/// The work of a parallel count, as the page designs it: divide's jobs (each a first move and
/// how many sequences begin with it) split in halves, and the halves split again, until each
/// part is one job. (Given, so the tests can build work: the drills below recurse over it.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Work {
    Idle,
    Job(Pit, u64),
    Split(Box<Work>, Box<Work>),
}

/// Drill 3: the jobs split as rayon splits a list, recursively: no job is `Idle`, one job is a
/// `Job`, and more are a `Split` of the first half (`jobs.len() / 2` of them, the shorter half
/// when the count is odd) and the rest, each half split again.
///
/// For example, `halves(&[(0, 6), (1, 6), (2, 6)])` is
/// `Split(Job(0, 6), Split(Job(1, 6), Job(2, 6)))`, each part in its `Box`.
pub fn halves(jobs: &[(Pit, u64)]) -> Work {
    todo!("split the jobs {jobs:?} in halves")
}

/// Drill 4: how many sequences the whole work counts: its jobs' counts added up, recursively.
/// Past `u64::MAX` the total stays at `u64::MAX` (`saturating_add`).
///
/// For example, `total_work(&halves(&divide(OPENING, 2)))` is 36, Oware's perft at depth 2.
pub fn total_work(work: &Work) -> u64 {
    todo!("add up the work {work:?}")
}

/// Drill 5: the job with the most sequences, recursively: of several as heavy, the first (the
/// leftmost in the tree); `None` when the work holds no job.
///
/// For example, on `halves(&divide(oware::OPENING, 4))` it is `Some((0, 184))`.
pub fn heaviest_job(work: &Work) -> Option<(Pit, u64)> {
    todo!("the heaviest job of {work:?}")
}

// Challenges (optional): see the end of the chapter's page.

/// Challenge 1: how many sequences of at most `depth` moves lead from `position` to a finished
/// game (a position with no moves), written like `perft` but with recursion alone: no loops
/// and no `map` or `sum` (add up the moves first and rest, as chapter 6 walks a slice, with a
/// helper of your own that calls back). A finished position counts one,
/// the empty sequence, at any depth; an unfinished one at depth 0 counts none.
///
/// With South to move on Oware's houses `[0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0]` and stores
/// 22 and 23, it is 0 up to depth 2, 1 at depths 3 and 4, and 3 at depth 5.
pub fn finished_games<G: GameTree>(position: G, depth: u32) -> u64 {
    todo!("count the games that end within {depth} moves of {position:?}")
}

/// Challenge 2: how many *different* positions the sequences of exactly `depth` moves from
/// `position` reach. Perft counts paths; two paths that reach the same position (a
/// transposition) count once here. Collect them in a `std::collections::HashSet` (`GameTree`
/// positions are `Hash + Eq`).
///
/// From Oware's opening the two agree up to depth 4; at depth 5 the 5219 sequences reach 5188
/// positions. From Ayòayò's opening at depth 4, 802 sequences reach 799.
pub fn distinct_positions<G: GameTree>(position: G, depth: u32) -> usize {
    todo!("count the positions {depth} moves from {position:?}")
}
