//! Mistake: `map_min` raises the pot to a list's least value but gives only the first list's,
//! dropping the value it should keep: a better subtree after the first is never seen.
use ayoayo::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use ayoayo::search::GameTree;
use std::iter;

pub fn min_above(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MAX, |least, value| (value > pot).then_some(least.min(value)))
}

pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let mut pot = i32::MIN;
    let mut first = true;
    Box::new(lists.filter_map(move |values| {
        let least = min_above(pot, values)?;
        pot = least;
        std::mem::take(&mut first).then_some(least)
    }))
}

pub fn map_max(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let negated = lists.map(|values| -> Values { Box::new(values.map(|value| -value)) });
    Box::new(map_min(negated).map(|value| -value))
}

pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            Box::new(iter::once(maximise_values(subtree).max().expect("a value")))
        } else {
            minimise_values(subtree)
        }
    }))
}

pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_max(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            maximise_values(subtree)
        } else {
            Box::new(iter::once(minimise_values(subtree).min().expect("a value")))
        }
    }))
}

pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move();
        let tree = map_tree(score_for(me), prune(depth, game_tree(position)));
        maximise_values(tree).max().expect("a value")
    }
}
