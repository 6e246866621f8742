//! Style: every recipe a `std::iter::from_fn` that walks its moves (or the subtrees it cuts
//! or maps) with a cursor of its own, and one valuation, `value_of`, with the side to move as
//! a flag, where the page has `maximise` and `minimise` call each other through iterator
//! adaptors.
//!
//! Correct because a `from_fn` recipe makes a subtree only when its iterator is asked for the
//! next item, as the page's `map` does, so nothing below the root is made early; and
//! `value_of` is `maximise` where I move and `minimise` where my opponent does: a leaf worth
//! its label, any other node the best of its subtrees for the side to move there.
use ayoayo::Player;
use ayoayo::lazy::{Lazy, Score};
use ayoayo::search::GameTree;

pub fn game_tree<G: GameTree + 'static>(position: G) -> Lazy<G> {
    Lazy::new(position, move || {
        let mut moves = position.moves().into_iter();
        std::iter::from_fn(move || moves.next().map(|pit| game_tree(position.after(pit))))
    })
}

pub fn prune<L: Clone + 'static>(depth: u32, tree: Lazy<L>) -> Lazy<L> {
    if depth == 0 {
        return Lazy::leaf(tree.label);
    }
    Lazy::new(tree.label.clone(), move || {
        let mut subtrees = tree.subtrees();
        std::iter::from_fn(move || subtrees.next().map(|subtree| prune(depth - 1, subtree)))
    })
}

pub fn map_tree<L, M, F>(f: F, tree: Lazy<L>) -> Lazy<M>
where
    L: 'static,
    M: 'static,
    F: Fn(&L) -> M + Clone + 'static,
{
    let label = f(&tree.label);
    Lazy::new(label, move || {
        let (f, mut subtrees) = (f.clone(), tree.subtrees());
        std::iter::from_fn(move || subtrees.next().map(|subtree| map_tree(f.clone(), subtree)))
    })
}

pub fn score_for<G: GameTree>(me: Player) -> impl Fn(&G) -> Score + Clone {
    move |position: &G| {
        let mine = position.to_move() == me;
        let sign = if mine { 1 } else { -1 };
        Score {
            mine,
            value: sign * position.store_difference(),
        }
    }
}

/// The value for me of `tree`, with `mine` saying whose move it is there: the greatest of its
/// subtrees' values where it is mine, the least where it is my opponent's; a leaf's label.
fn value_of(tree: &Lazy<Score>, mine: bool) -> i32 {
    let mut best: Option<i32> = None;
    for subtree in tree.subtrees() {
        let value = value_of(&subtree, subtree.label.mine);
        best = Some(match best {
            None => value,
            Some(so_far) if mine => so_far.max(value),
            Some(so_far) => so_far.min(value),
        });
    }
    best.unwrap_or(tree.label.value)
}

pub fn maximise(tree: &Lazy<Score>) -> i32 {
    value_of(tree, true)
}

pub fn minimise(tree: &Lazy<Score>) -> i32 {
    value_of(tree, false)
}

pub fn evaluate<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let scored = map_tree(
            score_for(position.to_move()),
            prune(depth, game_tree(position)),
        );
        maximise(&scored)
    }
}
