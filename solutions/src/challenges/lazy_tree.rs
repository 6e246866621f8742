//! Chapter 19's challenges: Hughes' `reptree` for any seed and step, counting the nodes of a
//! finite lazy tree, and composition as a function of its own.

use crate::lazy::Lazy;

// ANCHOR: unfold
/// The tree grown from `seed` by `step`: its root is `seed`, and its subtrees are the trees
/// grown from each of `step(&seed)`, in order, made only when asked for (Hughes' `reptree`,
/// with a step that gives several next values instead of one).
pub fn unfold<S, F>(seed: S, step: F) -> Lazy<S>
where
    S: Clone + 'static,
    F: Fn(&S) -> Vec<S> + Clone + 'static,
{
    Lazy::new(seed.clone(), move || {
        let step = step.clone();
        step(&seed)
            .into_iter()
            .map(move |next| unfold(next, step.clone()))
    })
}
// ANCHOR_END: unfold

// ANCHOR: node_count
/// How many nodes `tree` has, its root included. It must be finite: a pruned tree, or the game
/// tree of a game that always ends.
pub fn node_count<L>(tree: &Lazy<L>) -> u64 {
    1 + tree
        .subtrees()
        .map(|subtree| node_count(&subtree))
        .sum::<u64>()
}
// ANCHOR_END: node_count

// ANCHOR: compose
/// `second` after `first`: one function that passes its argument to `first`, and what that
/// returns to `second` (Hughes writes `second . first`).
pub fn compose<A, B, C>(first: impl Fn(A) -> B, second: impl Fn(B) -> C) -> impl Fn(A) -> C {
    move |argument| second(first(argument))
}
// ANCHOR_END: compose

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lazy::{Score, evaluate, game_tree, map_tree, maximise, prune, score_for};
    use crate::search::{Ayoayo, GameTree, Kalah, negamax, perft};

    #[test]
    fn unfolding_the_moves_is_the_game_tree() {
        let step = |position: &Kalah| {
            let moves = position.moves();
            moves.into_iter().map(|pit| position.after(pit)).collect()
        };
        let labels = |tree: Lazy<Kalah>| -> Vec<Kalah> {
            tree.subtrees()
                .flat_map(|child| child.subtrees().map(|grandchild| grandchild.label))
                .collect()
        };
        assert_eq!(
            labels(unfold(Kalah::OPENING, step)),
            labels(game_tree(Kalah::OPENING))
        );
    }

    #[test]
    fn a_pruned_game_tree_has_a_node_for_each_line_of_play_up_to_its_depth() {
        for depth in 0..=4 {
            let lines: u64 = (0..=depth).map(|d| perft(Ayoayo::OPENING, d)).sum();
            assert_eq!(node_count(&prune(depth, game_tree(Ayoayo::OPENING))), lines);
        }
    }

    #[test]
    fn the_evaluator_composed_with_compose_agrees_with_negamax() {
        let me = Kalah::OPENING.to_move();
        let evaluator = compose(
            compose(game_tree, |tree| prune(3, tree)),
            compose(
                |tree| map_tree(score_for(me), tree),
                |tree: Lazy<Score>| maximise(&tree),
            ),
        );
        assert_eq!(evaluator(Kalah::OPENING), negamax(Kalah::OPENING, 3));
        assert_eq!(evaluator(Kalah::OPENING), evaluate(3)(Kalah::OPENING));
        assert_eq!(compose(|n: i32| n + 1, |n| n * 2)(3), 8);
    }
}
