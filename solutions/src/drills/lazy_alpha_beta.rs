//! Chapter 20's drills: a list walked only as far as its question needs (`min_above` seen in
//! the mirror, Hughes' `omit` by plain recursion), the leaves of a lazy tree as one lazy list,
//! and a search that answers yes or no, stopping as soon as it knows.

use std::iter;

use crate::lazy::{Lazy, Score};
use crate::pruning::Values;

// ANCHOR: max_under
/// `min_above` in the mirror, for a node where my opponent moves: `None` as soon as a value at
/// or over `pot` turns up (the rest are never made), else `Some` of the greatest of `values`.
/// A list with no value at all answers `Some(i32::MIN)`.
pub fn max_under(pot: i32, mut values: impl Iterator<Item = i32>) -> Option<i32> {
    values.try_fold(i32::MIN, |most, value| {
        (value < pot).then_some(most.max(value))
    })
}
// ANCHOR_END: max_under

// ANCHOR: omit
/// Hughes' `omit`, on lists written out, by recursion on the slice with the pot carried along:
/// the least of each list that is above the pot, in order, the pot rising to each value given;
/// a list with a value at or under the pot is left out. `omit(i32::MIN, lists)` is what
/// `map_min` gives from the same lists. A list with no value gives `i32::MAX`, as `min_above`
/// does.
pub fn omit(pot: i32, lists: &[Vec<i32>]) -> Vec<i32> {
    let Some((values, rest)) = lists.split_first() else {
        return Vec::new();
    };
    if values.iter().any(|&value| value <= pot) {
        return omit(pot, rest);
    }
    let least = values.iter().copied().min().unwrap_or(i32::MAX);
    [vec![least], omit(least, rest)].concat()
}
// ANCHOR_END: omit

// ANCHOR: leaf_values
/// The values of the leaves of `tree`, left to right, as a lazy list: a leaf gives its label's
/// value, any other node the values of its subtrees, one after another (`flat_map`), each
/// subtree made when the list reaches it. The greatest of them is chapter 18's `best_hope`.
pub fn leaf_values(tree: Lazy<Score>) -> Values {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return Box::new(iter::once(tree.label.value));
    }
    Box::new(subtrees.flat_map(leaf_values))
}
// ANCHOR_END: leaf_values

// ANCHOR: reaches
/// Whether the value for me of `tree` (maximised where I move, minimised where my opponent
/// does, as chapter 19 values it) is at least `target`. A leaf: is its value. Where I move, one
/// subtree that reaches it is enough (`any`); where my opponent moves, every subtree must
/// (`all`). Both stop at the first subtree that settles the answer, leaving the rest unmade.
pub fn reaches(tree: &Lazy<Score>, target: i32) -> bool {
    let mut subtrees = tree.subtrees().peekable();
    if subtrees.peek().is_none() {
        return tree.label.value >= target;
    }
    if tree.label.mine {
        subtrees.any(|subtree| reaches(&subtree, target))
    } else {
        subtrees.all(|subtree| reaches(&subtree, target))
    }
}
// ANCHOR_END: reaches

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lazy::{Counted, game_tree, map_tree, positions_made, prune, score_for};
    use crate::oware;
    use crate::pruning::{evaluate_pruned, map_min};
    use crate::search::{Ayoayo, GameTree, Kalah, OWARE_ENDING, negamax};
    use crate::tree::ENDING;

    fn scored<G: GameTree + 'static>(position: G, depth: u32) -> Lazy<Score> {
        map_tree(
            score_for(position.to_move()),
            prune(depth, game_tree(position)),
        )
    }

    #[test]
    fn the_drills_agree_with_the_chapter() {
        assert_eq!(max_under(5, [1, 4, 2].into_iter()), Some(4));
        assert_eq!(max_under(5, [1, 5, 9].into_iter()), None);
        let lists = vec![vec![3, 8], vec![6, 4], vec![9, 4, 7], vec![5]];
        assert_eq!(omit(i32::MIN, &lists), vec![3, 4, 5]);
        let boxed = lists
            .clone()
            .into_iter()
            .map(|list| -> Values { Box::new(list.into_iter()) });
        assert_eq!(map_min(boxed).collect::<Vec<_>>(), omit(i32::MIN, &lists));
        for depth in 0..=4 {
            let value = negamax(Kalah::OPENING, depth);
            assert!(reaches(&scored(Kalah::OPENING, depth), value));
            assert!(!reaches(&scored(Kalah::OPENING, depth), value + 1));
            let value = negamax(oware::OPENING, depth);
            assert!(reaches(&scored(oware::OPENING, depth), value));
            assert!(!reaches(&scored(oware::OPENING, depth), value + 1));
        }
    }

    #[test]
    fn a_question_makes_fewer_positions_than_the_search() {
        let asked =
            |target| positions_made(|| reaches(&scored(Counted(Kalah::OPENING), 6), target));
        let (_, searched) = positions_made(|| evaluate_pruned(6)(Counted(Kalah::OPENING)));
        assert_eq!(
            (asked(3), asked(4), searched),
            ((true, 826), (false, 592), 5581)
        );
        let (first, made) =
            positions_made(|| leaf_values(scored(Counted(Ayoayo::OPENING), 3)).next());
        assert_eq!((first.is_some(), made), (true, 3));
        assert_eq!(
            leaf_values(scored(ENDING, 2)).collect::<Vec<_>>(),
            [2, 2, 4]
        );
        assert_eq!(leaf_values(scored(OWARE_ENDING, 3)).count(), 23);
    }
}
