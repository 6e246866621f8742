//! Chapter 19: the game tree as a lazy value. A node holds its label and a recipe for its
//! subtrees, run only when someone asks for them, so the tree of a whole game is a value of a
//! few bytes however deep it goes. Pruning, labelling and evaluating are small functions over
//! such trees, and the evaluator is their composition (after Hughes, *Why Functional
//! Programming Matters*, 1990, section 5).

use std::cell::Cell;
use std::fmt;
use std::rc::Rc;

use crate::search::GameTree;
use crate::{Pit, Player};

// ANCHOR: lazy
/// A tree whose subtrees are made only when asked for: a label, and a recipe that makes the
/// subtrees afresh each time [`Lazy::subtrees`] runs it. Cloning one shares the recipe.
pub struct Lazy<L> {
    /// What this node holds: a position, a score...
    pub label: L,
    recipe: Rc<dyn Fn() -> Box<dyn Iterator<Item = Lazy<L>>>>,
}

impl<L> Lazy<L> {
    /// A node labelled `label`, whose subtrees `recipe` makes, in order, when asked for.
    pub fn new<I>(label: L, recipe: impl Fn() -> I + 'static) -> Self
    where
        I: IntoIterator<Item = Lazy<L>>,
        I::IntoIter: 'static,
    {
        Lazy {
            label,
            recipe: Rc::new(move || Box::new(recipe().into_iter())),
        }
    }

    /// A node with no subtrees: a leaf.
    pub fn leaf(label: L) -> Self
    where
        L: 'static,
    {
        Lazy::new(label, Vec::new)
    }

    /// The subtrees, made now, one at a time as the iterator is advanced.
    pub fn subtrees(&self) -> Box<dyn Iterator<Item = Lazy<L>>> {
        (self.recipe)()
    }
}
// ANCHOR_END: lazy

impl<L: Clone> Clone for Lazy<L> {
    fn clone(&self) -> Self {
        Lazy {
            label: self.label.clone(),
            recipe: Rc::clone(&self.recipe),
        }
    }
}

impl<L: fmt::Debug> fmt::Debug for Lazy<L> {
    /// The label only: printing the subtrees would make them, and there may be no end to them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lazy")
            .field("label", &self.label)
            .finish_non_exhaustive()
    }
}

/// How many levels below a node [`outline`] shows.
pub const OUTLINE_DEPTH: u32 = 2;

/// What `tree` holds down to [`OUTLINE_DEPTH`] levels below its root, as text: each label
/// with `{:?}`, followed by its subtrees in brackets, and by `[..]` at the last level when it
/// has any. `{:?}` shows the root's label only; `trace` compares a learner's lazy tree with the
/// reference's by this instead, so a tree cut at the wrong depth or missing a move differs.
/// It makes the subtrees it shows (and the first one below them).
pub fn outline<L: fmt::Debug>(tree: &Lazy<L>) -> String {
    outline_to(tree, OUTLINE_DEPTH)
}

fn outline_to<L: fmt::Debug>(tree: &Lazy<L>, depth: u32) -> String {
    let mut subtrees = tree.subtrees().peekable();
    match (subtrees.peek().is_some(), depth.checked_sub(1)) {
        (false, _) => format!("{:?}", tree.label),
        (true, None) => format!("{:?} [..]", tree.label),
        (true, Some(below)) => {
            let shown: Vec<String> = subtrees.map(|s| outline_to(&s, below)).collect();
            format!("{:?} [{}]", tree.label, shown.join(", "))
        }
    }
}

// ANCHOR: game_tree
/// The whole game tree from `position`, to the end of every game: each subtree is the tree
/// from the position after one of the moves, in increasing pit order. Nothing below the root is
/// made until asked for.
pub fn game_tree<G: GameTree + 'static>(position: G) -> Lazy<G> {
    Lazy::new(position, move || {
        position
            .moves()
            .into_iter()
            .map(move |pit| game_tree(position.after(pit)))
    })
}
// ANCHOR_END: game_tree

// ANCHOR: prune
/// The same tree cut `depth` levels below its root: a node at that depth keeps its label and
/// loses its subtrees.
pub fn prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    let Some(below) = depth.checked_sub(1) else {
        return Lazy::leaf(tree.label);
    };
    let label = tree.label.clone();
    Lazy::new(label, move || {
        tree.subtrees().map(move |subtree| prune(below, subtree))
    })
}
// ANCHOR_END: prune

// ANCHOR: map_tree
/// The same tree with `f` applied to every label, when that node is made.
pub fn map_tree<L, M, F>(f: F, tree: Lazy<L>) -> Lazy<M>
where
    L: 'static,
    M: 'static,
    F: Fn(&L) -> M + Clone + 'static,
{
    let label = f(&tree.label);
    Lazy::new(label, move || {
        let f = f.clone();
        tree.subtrees()
            .map(move |subtree| map_tree(f.clone(), subtree))
    })
}
// ANCHOR_END: map_tree

// ANCHOR: score
// ANCHOR: score_type
/// What the evaluator reads at a node: whether it is *my* move there (I am the player to move
/// at the root), and the position's static value for me, my stones minus my opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    pub mine: bool,
    pub value: i32,
}
// ANCHOR_END: score_type

/// The static evaluation for `me`, as a function: it scores any position for that player.
pub fn score_for<G: GameTree>(me: Player) -> impl Fn(&G) -> Score + Clone {
    move |position: &G| {
        let mine = position.to_move() == me;
        let difference = position.store_difference();
        Score {
            mine,
            value: if mine { difference } else { -difference },
        }
    }
}
// ANCHOR_END: score

// ANCHOR: maximise
/// The value for me of a node where I move: a leaf's static value, or the best for me of its
/// subtrees' values, each found by `maximise` if I move there too (an extra move), else by
/// [`minimise`].
pub fn maximise(tree: &Lazy<Score>) -> i32 {
    tree.subtrees()
        .map(|subtree| value(&subtree))
        .max()
        .unwrap_or(tree.label.value)
}

/// The value for me of a node where my opponent moves: a leaf's static value, or the worst
/// for me of its subtrees' values.
pub fn minimise(tree: &Lazy<Score>) -> i32 {
    tree.subtrees()
        .map(|subtree| value(&subtree))
        .min()
        .unwrap_or(tree.label.value)
}

/// A node's value for me, by whoever moves there.
fn value(tree: &Lazy<Score>) -> i32 {
    if tree.label.mine {
        maximise(tree)
    } else {
        minimise(tree)
    }
}
// ANCHOR_END: maximise

// ANCHOR: evaluate
/// The evaluator, `depth` moves ahead, as Hughes composes it: the game tree, pruned, scored for
/// the player to move, maximised. It agrees with chapter 13's `negamax(position, depth)`.
pub fn evaluate<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move();
        maximise(&map_tree(score_for(me), prune(depth, game_tree(position))))
    }
}
// ANCHOR_END: evaluate

// ANCHOR: counted
/// A position of any game that counts, on this thread, each position made from it by `after`:
/// how the book shows what a lazy tree makes, and when. It plays exactly as the game it wraps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counted<G>(pub G);

thread_local! {
    static MADE: Cell<u64> = const { Cell::new(0) };
}

impl<G: GameTree> GameTree for Counted<G> {
    fn moves(&self) -> Vec<Pit> {
        self.0.moves()
    }
    fn after(&self, pit: Pit) -> Self {
        MADE.set(MADE.get() + 1);
        Counted(self.0.after(pit))
    }
    fn to_move(&self) -> Player {
        self.0.to_move()
    }
    fn stores(&self) -> [u8; 2] {
        self.0.stores()
    }
}

/// What `work` returns, and how many positions [`Counted`] positions made while it ran.
pub fn positions_made<T>(work: impl FnOnce() -> T) -> (T, u64) {
    let before = MADE.get();
    let answer = work();
    (answer, MADE.get() - before)
}
// ANCHOR_END: counted

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Ayoayo, Kalah, negamax};
    use crate::{awari, lagos, oware};

    #[test]
    fn the_composed_evaluator_agrees_with_negamax_on_every_system() {
        for depth in 0..=4 {
            assert_eq!(
                evaluate(depth)(Ayoayo::OPENING),
                negamax(Ayoayo::OPENING, depth)
            );
            assert_eq!(
                evaluate(depth)(Kalah::OPENING),
                negamax(Kalah::OPENING, depth)
            );
            assert_eq!(
                evaluate(depth)(oware::OPENING),
                negamax(oware::OPENING, depth)
            );
            assert_eq!(evaluate(depth)(awari::START), negamax(awari::START, depth));
            assert_eq!(
                evaluate(depth)(lagos::OPENING),
                negamax(lagos::OPENING, depth)
            );
        }
    }

    #[test]
    fn an_outline_shows_two_levels_below_the_root_and_whether_the_last_goes_on() {
        let count = |n: &u32| (0..*n).collect::<Vec<u32>>();
        let tree = crate::challenges::lazy_tree::unfold(3, count);
        assert_eq!(outline(&tree), "3 [0, 1 [0], 2 [0, 1 [..]]]");
        assert_eq!(outline(&prune(1, tree)), "3 [0, 1, 2]");
    }

    #[test]
    fn the_tree_makes_a_position_only_when_asked_for_it() {
        let (tree, made) = positions_made(|| game_tree(Counted(oware::OPENING)));
        assert_eq!(made, 0, "the whole tree, and nothing made");
        let (_, made) = positions_made(|| {
            (0..10).fold(tree, |node, _| node.subtrees().next().expect("a move"))
        });
        assert_eq!(made, 10, "ten steps down the first branch, ten positions");
    }

    #[test]
    fn evaluating_makes_the_positions_negamax_makes_and_walking_twice_makes_them_twice() {
        let opening = Counted(Ayoayo::OPENING);
        let (_, by_negamax) = positions_made(|| negamax(opening, 4));
        let (_, by_evaluate) = positions_made(|| evaluate(4)(opening));
        assert_eq!(by_evaluate, by_negamax);
        let tree = map_tree(score_for(opening.to_move()), prune(4, game_tree(opening)));
        let (_, twice) = positions_made(|| (maximise(&tree), maximise(&tree)));
        assert_eq!(twice, 2 * by_negamax);
    }

    #[test]
    fn prune_keeps_depth_levels() {
        fn height<L>(tree: &Lazy<L>) -> u32 {
            tree.subtrees().map(|t| 1 + height(&t)).max().unwrap_or(0)
        }
        assert_eq!(height(&prune(3, game_tree(oware::OPENING))), 3);
        assert_eq!(height(&prune(0, game_tree(oware::OPENING))), 0);
    }
}
