//! Chapter 18: a game tree you can hold. Replace each `todo!()` below with your code, then run
//!
//! ```text
//! cargo test -p game-tree
//! ```
//!
//! The tree is data: `grow` builds it, and every other function answers a question about a
//! tree it is given, by one recursive call per child, as the data definition says.

use ayoayo::search::GameTree;

/// A game tree: a position, and the trees of the positions after each of its moves, in the
/// order of `moves()`. A node with no children is a leaf: the game is over there, or the tree
/// was grown no deeper. (Given: the page designs it with you.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree<P> {
    pub position: P,
    pub children: Vec<Tree<P>>,
}

/// The game tree from `position`, `depth` moves deep: one child per move of `position`, in the
/// order of `position.moves()`, each the tree grown from the position after that move, one move
/// less deep. A node at depth 0, or where the game is over (no moves), has no children.
///
/// For example, `grow(oware::OPENING, 0)` is the opening alone, and `grow(oware::OPENING, 1)`
/// the opening with six children, each a leaf.
pub fn grow<G: GameTree>(position: G, depth: u32) -> Tree<G> {
    todo!("grow the tree of {position:?}, {depth} moves deep")
}

/// How many nodes `tree` has: the root, and every node of its children's trees.
///
/// For example, the tree of the Oware opening two moves deep has 1 + 6 + 36 = 43 nodes.
pub fn size<P>(tree: &Tree<P>) -> u64 {
    todo!("the size of a node with {} children", tree.children.len())
}

/// How many moves the longest path from the root down to a leaf has: 0 for a leaf, so that
/// `height(&grow(position, depth))` is at most `depth`.
pub fn height<P>(tree: &Tree<P>) -> u32 {
    todo!("the height of a node with {} children", tree.children.len())
}

/// How many leaves (nodes with no children) `tree` has, at whatever depth they are.
///
/// For example, the tree of `ENDING` (`ayoayo::tree::ENDING`, an Oware ending) two moves deep
/// has three leaves: two at depth 2, and one at depth 1, where South's capture won the game.
pub fn leaves<P>(tree: &Tree<P>) -> u64 {
    todo!("the leaves of a node with {} children", tree.children.len())
}

/// How many nodes lie exactly `depth` moves below the root (the root itself at depth 0). On
/// `grow(position, depth)` this is chapter 12's `perft(position, depth)`: the sequences of
/// `depth` moves, without the games that ended sooner.
///
/// For example, the tree of `ENDING` two moves deep has two nodes at depth 2.
pub fn fringe<P>(tree: &Tree<P>, depth: u32) -> u64 {
    todo!("{depth} moves below, {} children", tree.children.len())
}

/// The tree folded up from its leaves: `combine` is given each node's position and the results
/// of its children, in order (none for a leaf), and makes the node's result. The root's is the
/// answer.
///
/// For example, `fold_tree(&tree, &|_, results: Vec<u64>| 1 + results.iter().sum::<u64>())`
/// counts the nodes, like `size`.
pub fn fold_tree<P, R>(tree: &Tree<P>, combine: &impl Fn(&P, Vec<R>) -> R) -> R {
    let _ = combine; // yours to call
    todo!("fold a node with {} children", tree.children.len())
}

/// The same shape of tree, with `f` applied to every position: the root's and every node's
/// below it, children kept in their order.
pub fn map_tree<P, Q>(tree: &Tree<P>, f: &impl Fn(&P) -> Q) -> Tree<Q> {
    let _ = f; // yours to call
    todo!("map a node with {} children", tree.children.len())
}

/// Chapter 13's negamax on a tree already grown, written with `map_tree` and `fold_tree` and no
/// recursion of its own: a leaf is worth its store difference for the player to move there;
/// any other node the best of its children's values, each negated when the opponent moves in
/// the child, kept as it is after an extra move. `negamax_fold(&grow(position, depth))` is
/// `ayoayo::search::negamax(position, depth)`.
pub fn negamax_fold<G: GameTree>(tree: &Tree<G>) -> i32 {
    todo!("the negamax value of the tree of {:?}", tree.position)
}

// Challenges (optional): see the end of the chapter's page.

use ayoayo::Pit;

/// A line of play: it ends, or it is a move and then the rest of the line, boxed. (Given: the
/// page says why the `Box`.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    End,
    Then(Pit, Box<Line>),
}

/// Challenge 1: `size` again, as one call of `fold_tree`.
pub fn size_by_fold<P>(tree: &Tree<P>) -> u64 {
    todo!("fold to the size, {} children", tree.children.len())
}

/// Challenge 1, again: `height`, as one call of `fold_tree`.
pub fn height_by_fold<P>(tree: &Tree<P>) -> u32 {
    todo!("fold to the height, {} children", tree.children.len())
}

/// Challenge 1, again: `leaves`, as one call of `fold_tree`.
pub fn leaves_by_fold<P>(tree: &Tree<P>) -> u64 {
    todo!("fold to the leaves, {} children", tree.children.len())
}

/// Challenge 2: the line best play follows down `tree`, as one fold: at each node the first of
/// the best moves (the lowest pit among equal values), then the line below it; `Line::End` at
/// a leaf. On `grow(position, depth)` its moves are chapter 13's
/// `principal_variation(position, depth)`: for example `Then(3, ...)` first on the Ayòayò
/// opening, one move deep.
pub fn principal_line<G: GameTree>(tree: &Tree<G>) -> Line {
    todo!("the best line down the tree of {:?}", tree.position)
}
