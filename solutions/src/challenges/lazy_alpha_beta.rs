//! Chapter 20's challenges.

use crate::Pit;
use crate::lazy::{Lazy, Score, game_tree, map_tree, prune, score_for};
use crate::pruning::{Values, maximise_values, min_above, minimise_values};
use crate::search::GameTree;

// ANCHOR: high_first
/// Hughes' `highfirst` and `lowfirst` in one: the same tree with every node's subtrees in the
/// order of their static values, the best for whoever moves there first (the highest where I
/// move, the lowest where my opponent does), ties in their old order. Sorting needs all of a
/// node's subtrees at once, so each node's subtrees are all made when it is expanded.
pub fn high_first(tree: Lazy<Score>) -> Lazy<Score> {
    let label = tree.label;
    Lazy::new(label, move || {
        let mut subtrees: Vec<Lazy<Score>> = tree.subtrees().collect();
        if label.mine {
            subtrees.sort_by_key(|subtree| -subtree.label.value);
        } else {
            subtrees.sort_by_key(|subtree| subtree.label.value);
        }
        subtrees.into_iter().map(high_first)
    })
}
// ANCHOR_END: high_first

// ANCHOR: min_leq
/// Hughes' `minleq`, by recursion alone: whether some value of `values` is at or under `pot`,
/// made one at a time and no further than the first such value.
pub fn min_leq(mut values: impl Iterator<Item = i32>, pot: i32) -> bool {
    match values.next() {
        None => false,
        Some(value) => value <= pot || min_leq(values, pot),
    }
}
// ANCHOR_END: min_leq

// ANCHOR: best_move
/// The lowest of the best moves of `position`, `depth` moves ahead (a `depth` of 0 counts as
/// 1), found with the chapter's pruning at the root too: a move whose list shows it no better
/// than the best so far is left unfinished. `None` once the game is over. It equals the first of
/// chapter 13's `best_moves(position, depth)`.
pub fn best_move<G: GameTree + 'static>(position: G, depth: u32) -> Option<Pit> {
    let me = position.to_move();
    let tree = map_tree(score_for(me), prune(depth.max(1), game_tree(position)));
    let mut best = None;
    let mut pot = i32::MIN;
    for (pit, subtree) in position.moves().into_iter().zip(tree.subtrees()) {
        let values: Values = if subtree.label.mine {
            let value = maximise_values(subtree).max();
            Box::new(value.into_iter())
        } else {
            minimise_values(subtree)
        };
        if let Some(value) = min_above(pot, values) {
            pot = value;
            best = Some(pit);
        }
    }
    best
}
// ANCHOR_END: best_move

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pruning::evaluate_pruned;
    use crate::search::{Kalah, best_moves, negamax};
    use crate::{awari, oware};

    #[test]
    fn best_move_is_the_first_of_the_best_moves() {
        for depth in 0..=4 {
            let first = |moves: Vec<Pit>| moves.first().copied();
            assert_eq!(
                best_move(Kalah::OPENING, depth),
                first(best_moves(Kalah::OPENING, depth))
            );
            assert_eq!(
                best_move(oware::OPENING, depth),
                first(best_moves(oware::OPENING, depth))
            );
            assert_eq!(
                best_move(awari::START, depth),
                first(best_moves(awari::START, depth))
            );
        }
    }

    #[test]
    fn high_first_keeps_the_value() {
        for depth in 0..=5 {
            let tree = map_tree(
                score_for(oware::OPENING.to_move()),
                prune(depth, game_tree(oware::OPENING)),
            );
            let value = maximise_values(high_first(tree)).max();
            assert_eq!(value, Some(negamax(oware::OPENING, depth)));
            assert_eq!(value, Some(evaluate_pruned(depth)(oware::OPENING)));
        }
    }

    #[test]
    fn min_leq_stops_at_the_first_value_at_or_under_the_pot() {
        assert!(min_leq([4, 2, 7].into_iter(), 2));
        assert!(!min_leq([4, 3, 7].into_iter(), 2));
        assert!(!min_leq(std::iter::empty(), 2));
        assert!(min_leq([5, 1].into_iter().chain(std::iter::repeat(9)), 1));
    }
}
