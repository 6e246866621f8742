//! Style: one pruning walk for both sides instead of a pair of mirrors. `cut_lists` is
//! `map_min` or `map_max` by a `Side` flag, a `std::iter::from_fn` that keeps its pot in the
//! closure; `tree_values` is `maximise_values` or `minimise_values` by the same flag; and
//! `min_above` recurses down the list, value by value, instead of folding it.
//!
//! Correct because the flag only turns the comparisons round: for the side that maximises
//! (reading its opponent's lists) a list is left as soon as a value at or under the pot turns
//! up, for the other as soon as one at or over it does, and otherwise the list's least (or
//! greatest) value is given and becomes the pot. The lists, and the subtrees behind them, are
//! made only when `from_fn` is asked for the next value, and a leaf is found with one `peek`.
use std::iter;

use ayoayo::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use ayoayo::search::GameTree;

pub fn min_above(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    match values.next() {
        None => Some(i32::MAX),
        Some(value) if value <= pot => None,
        Some(value) => min_above(pot, values).map(|rest| rest.min(value)),
    }
}

/// Which side's lists a walk reads: `Mine` reads the lists of a node where I move (each
/// list's least value counts), `Theirs` those of a node where my opponent moves.
#[derive(Clone, Copy)]
enum Side {
    Mine,
    Theirs,
}

/// `map_min` for `Side::Mine`, `map_max` for `Side::Theirs`.
fn cut_lists(lists: impl Iterator<Item = Values> + 'static, side: Side) -> Values {
    let (mut lists, mut pot) = (lists, None::<i32>);
    Box::new(iter::from_fn(move || {
        for list in lists.by_ref() {
            let found = match side {
                Side::Mine => min_above(pot.unwrap_or(i32::MIN), list),
                Side::Theirs => {
                    let negated = list.map(|value| -value);
                    min_above(pot.map_or(i32::MIN, |pot| -pot), negated).map(|value| -value)
                }
            };
            if let Some(value) = found {
                pot = Some(value);
                return Some(value);
            }
        }
        None
    }))
}

pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    cut_lists(lists, Side::Mine)
}

pub fn map_max(lists: impl Iterator<Item = Values> + 'static) -> Values {
    cut_lists(lists, Side::Theirs)
}

/// The lazy list of values of `tree`, a node where `side` moves.
fn tree_values(tree: Lazy<Score>, side: Side) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    let lists = subtrees.map(move |subtree| -> Values {
        let below = if subtree.label.mine {
            Side::Mine
        } else {
            Side::Theirs
        };
        match (side, below) {
            (Side::Mine, Side::Mine) => Box::new(tree_values(subtree, below).max().into_iter()),
            (Side::Theirs, Side::Theirs) => Box::new(tree_values(subtree, below).min().into_iter()),
            _ => tree_values(subtree, below),
        }
    });
    cut_lists(lists, side)
}

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    tree_values(tree, Side::Mine)
}

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    tree_values(tree, Side::Theirs)
}

pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move();
        let values = maximise_values(map_tree(score_for(me), prune(depth, game_tree(position))));
        values.max().expect("a root gives at least one value")
    }
}
