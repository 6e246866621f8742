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

// Drills: small exercises beside the lab; see the chapter's page.

use ayoayo::Player;

/// Drill 1: the tree of positions as a tree of scores for `me`: each position replaced by its
/// store difference seen by `me` (`store_difference()` where `me` is to move, minus it where
/// the other player is), the shape kept. One call of your `map_tree`, no recursion of its own.
///
/// For example, on `grow(ENDING, 1)` scored for South the root is 2 (stores 23 and 21), and its
/// children 2 and 4 (after pit 5, South's store holds 25): North's to move in both, so their
/// own `store_difference()` is -2 and -4.
pub fn score_tree<G: GameTree>(tree: &Tree<G>, me: Player) -> Tree<i32> {
    todo!(
        "the scores for {me:?} of a tree of {} children",
        tree.children.len()
    )
}

/// Drill 2: the best score among the leaves of a tree of scores: what the player they are
/// scored for could reach if every move, the opponent's too, went their way. Only a leaf's
/// score counts (a game stops at a leaf, never above it). One call of your `fold_tree`.
///
/// For example, the tree `5[1[-3 3] 2]` (5 at the root, with children 1 and 2, and 1 with
/// children -3 and 3) hopes for 3: its leaves are -3, 3 and 2.
pub fn best_hope(tree: &Tree<i32>) -> i32 {
    todo!(
        "the best leaf of a tree whose root scores {}",
        tree.position
    )
}

/// Drill 3: the same tree cut `depth` moves below the root: a node `depth` moves down keeps
/// its position and has no children; nodes above it keep theirs, each cut one move less deep.
/// A tree not so deep comes back whole.
///
/// For example, cutting the tree of letters `a[b[c]d]` at depth 1 gives `a[bd]`, and
/// `cut(&grow(position, 3), 2)` is `grow(position, 2)`.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    todo!(
        "cut a tree of {} children at depth {depth}",
        tree.children.len()
    )
}

/// Drill 4: the tree grown from `seed`: its root is `seed`, and its children are the trees grown
/// from each of `children(&seed)`, in that order. A seed with no children is a leaf. `grow` is
/// one such tree, grown from a position with the depth left.
///
/// For example, `unfold_tree(3u32, &|&n: &u32| (0..n).collect())` has 8 nodes: 3 has the
/// children 0, 1 and 2, then 1 has 0, and 2 has 0 and 1, and that 1 has 0.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    let _ = (seed, children); // yours to grow
    todo!("the tree grown from a seed")
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
