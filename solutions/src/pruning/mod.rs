//! Chapter 20: alpha-beta by composition. Chapter 19's evaluator takes the maximum of every
//! subtree's value; here `maximise` becomes "the maximum of a lazy list of values", and that
//! list leaves out every subtree that cannot change the maximum. The search is not rewritten:
//! only the last function of the composition changes (after Hughes, *Why Functional Programming
//! Matters*, 1990, section 5: `maximise'`, `mapmin`, `omit`, `minleq`).

use std::iter;

pub mod counted;

use crate::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use crate::search::GameTree;

// ANCHOR: values
/// A lazy list of values: each is made only when asked for, and it can be walked only once.
pub type Values = Box<dyn Iterator<Item = i32>>;
// ANCHOR_END: values

// ANCHOR: min_above
/// `minleq` and `min` in one pass over `values`: `None` as soon as a value at or under `pot`
/// turns up (the rest are never made), else `Some` of the least of them. A list with no value
/// at all answers `Some(i32::MAX)`; the lists of this chapter always have one.
pub fn min_above(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MAX, |least, value| {
        (value > pot).then_some(least.min(value))
    })
}
// ANCHOR_END: min_above

// ANCHOR: map_min
/// Hughes' `mapmin`: from lists whose least values are the values of a maximising node's
/// subtrees, the least of each list that is above every one before it, in order. A list with a
/// value at or under the best so far (the pot) is left out, unfinished: that subtree cannot
/// raise the maximum. The maximum of what comes out is the maximum of all the lists' minimums.
pub fn map_min(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let mut pot = i32::MIN;
    Box::new(lists.filter_map(move |values| {
        let least = min_above(pot, values)?;
        pot = least;
        Some(least)
    }))
}

/// Hughes' `mapmax`, the mirror of [`map_min`] for a minimising node: [`map_min`] on the lists
/// negated, negated back.
pub fn map_max(lists: impl Iterator<Item = Values> + 'static) -> Values {
    let negated = lists.map(|values| -> Values { Box::new(values.map(|value| -value)) });
    Box::new(map_min(negated).map(|value| -value))
}
// ANCHOR_END: map_min

// ANCHOR: maximise_values
/// Hughes' `maximise'`: values whose maximum is the value for me of `tree`, a node where I
/// move. A leaf gives its own value; otherwise [`map_min`] of each subtree's list. A subtree
/// where I move again (an extra move) is worth the maximum of its own list, which cannot be cut
/// short against a pot: it comes as a list of that one value.
pub fn maximise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_min(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            Box::new(iter::once(max(maximise_values(subtree))))
        } else {
            minimise_values(subtree)
        }
    }))
}

/// Hughes' `minimise'`: values whose minimum is the value for me of `tree`, a node where my
/// opponent moves; the mirror of [`maximise_values`].
pub fn minimise_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    map_max(subtrees.map(|subtree| -> Values {
        if subtree.label.mine {
            maximise_values(subtree)
        } else {
            Box::new(iter::once(min(minimise_values(subtree))))
        }
    }))
}

/// The greatest of `values`, a node's list, which always has one.
fn max(values: Values) -> i32 {
    values.max().expect("a node's list has a value")
}

/// The least of `values`, a node's list, which always has one.
fn min(values: Values) -> i32 {
    values.min().expect("a node's list has a value")
}
// ANCHOR_END: maximise_values

// ANCHOR: evaluate_pruned
/// The evaluator with alpha-beta, `depth` moves ahead: chapter 19's composition with its last
/// step, `maximise`, replaced by the maximum of [`maximise_values`]. It agrees with chapter
/// 19's `evaluate`, chapter 13's `negamax` and chapter 14's `negamax_alpha_beta`.
pub fn evaluate_pruned<G: GameTree + 'static>(depth: u32) -> impl Fn(G) -> i32 {
    move |position: G| {
        let me = position.to_move();
        max(maximise_values(map_tree(
            score_for(me),
            prune(depth, game_tree(position)),
        )))
    }
}
// ANCHOR_END: evaluate_pruned

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Ayoayo, Kalah, negamax, negamax_alpha_beta};
    use crate::{awari, lagos, oware};

    fn agrees<G: GameTree + 'static>(position: G, depth: u32) {
        let pruned = evaluate_pruned(depth)(position);
        assert_eq!(pruned, negamax(position, depth), "{position:?} at {depth}");
        let direct = negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
        assert_eq!(pruned, direct, "{position:?} at {depth}");
    }

    #[test]
    fn the_pruned_evaluator_agrees_with_negamax_on_every_system() {
        for depth in 0..=5 {
            agrees(Ayoayo::OPENING, depth);
            agrees(Kalah::OPENING, depth);
            agrees(oware::OPENING, depth);
            agrees(awari::START, depth);
            agrees(lagos::OPENING, depth);
        }
    }

    #[test]
    fn min_above_stops_at_the_first_value_at_or_under_the_pot() {
        assert_eq!(min_above(3, [5, 4, 9].into_iter()), Some(4));
        let mut made = 0;
        let values = [5, 3, 9].into_iter().inspect(|_| made += 1);
        assert_eq!(min_above(3, values), None);
        assert_eq!(made, 2);
    }

    #[test]
    fn map_min_leaves_out_the_lists_that_cannot_raise_the_maximum() {
        let lists: Vec<Values> = vec![
            Box::new([3, 8].into_iter()),
            Box::new([6, 4].into_iter()),
            Box::new([9, 4, 7].into_iter()),
            Box::new([5].into_iter()),
        ];
        assert_eq!(map_min(lists.into_iter()).collect::<Vec<_>>(), [3, 4, 5]);
    }
}
