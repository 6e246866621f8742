//! Chapter 18: the page's picture of a grown tree is the exercise's snapshot, and what a grown
//! game tree holds in memory, counted by a global allocator that tallies the allocations of each
//! thread. The page's bytes are computed from the
//! rule checked here: a tree of `n` nodes holds exactly `n - 1` nodes' worth of heap (every node
//! but the root lives in its parent's `Vec`, allocated at its exact length; a leaf's empty
//! `Vec` allocates nothing), in one allocation per node that has children.
//! `cargo bench -p ayoayo --bench tree` measures the same, and the time, against perft.

use ayoayo::search::{Ayoayo, GameTree, Kalah};
use ayoayo::tree::{ENDING, Tree, grow, leaves, size};
use ayoayo::{awari, lagos, oware};

#[path = "../benches/measure/mod.rs"]
mod measure;
use measure::counted;

// Counts per thread, so that tests running side by side do not count each other's.
#[global_allocator]
static ALLOCATOR: measure::Counting = measure::Counting;

/// The tree of `position`, `depth` moves deep, and the bytes it holds on the heap: what is
/// still allocated once `grow` has returned (its lists of moves were freed on the way).
fn grown<G: GameTree>(position: G, depth: u32) -> (Tree<G>, isize) {
    let (tree, counts) = counted(|| grow(position, depth));
    (tree, counts.held)
}

/// The nodes of `tree` with children: each holds one allocation, its `Vec`'s buffer.
fn inner_nodes<P>(tree: &Tree<P>) -> usize {
    if tree.children.is_empty() {
        return 0;
    }
    1 + tree.children.iter().map(inner_nodes).sum::<usize>()
}

fn check<G: GameTree>(position: G, depth: u32) {
    let (tree, held) = grown(position, depth);
    let node = size_of::<Tree<G>>() as isize;
    assert_eq!(
        held,
        (size(&tree) as isize - 1) * node,
        "{position:?}, {depth} moves deep: every node but the root, {node} bytes each"
    );
    let (_, copying) = counted(|| drop(tree.clone()));
    assert_eq!(
        copying.allocations,
        inner_nodes(&tree),
        "a copy of the tree allocates once per node with children"
    );
}

#[test]
fn a_grown_tree_holds_every_node_but_the_root_and_nothing_more() {
    for depth in 0..=4 {
        check(oware::OPENING, depth);
        check(Ayoayo::OPENING, depth);
        check(Kalah::OPENING, depth);
        check(awari::START, depth);
        check(lagos::OPENING, depth);
        check(ENDING, depth);
    }
}

#[test]
fn a_node_is_forty_bytes_in_the_page_s_three_systems() {
    // A position of 15 or 16 bytes, padded to 16, and a `Vec` of three words.
    assert_eq!(size_of::<Tree<oware::Position>>(), 40);
    assert_eq!(size_of::<Tree<Ayoayo>>(), 40);
    assert_eq!(size_of::<Tree<Kalah>>(), 40);
    assert_eq!(size_of::<Vec<Tree<Kalah>>>(), 24);
    assert_eq!(leaves(&grow(ENDING, 2)), 3);
}

const PAGE: &str = include_str!("../../book/src/18-game-tree.md");
const SNAPSHOT: &str = include_str!(
    "../../exercises/18-game-tree/tests/game_tree/snapshots/game_tree__pictures__the_trees_grown_match_the_pictures.snap"
);

#[test]
fn the_page_s_outline_is_the_one_the_pictures_test_expects() {
    // The snapshot is what the reference draws (the integrity check regenerates it); the page
    // shows its first tree, under the words that introduce it.
    let (_, after) = PAGE
        .split_once("Here is the tree your `grow` must make")
        .expect("the page introduces its outline");
    let block = after
        .split_once("```text\n")
        .and_then(|(_, rest)| rest.split_once("```"))
        .map(|(block, _)| block)
        .expect("a text block follows");
    assert!(
        block.lines().count() >= 8,
        "the whole tree, three moves deep"
    );
    assert!(
        SNAPSHOT.contains(block),
        "the page's outline is not the snapshot's:\n{block}"
    );
}
