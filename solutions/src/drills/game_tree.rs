//! Chapter 18's drills: the tree of positions mapped to a tree of scores, folded to the best a
//! player could hope for, cut to a depth, and grown from any seed by a function that gives the
//! children.

use crate::Player;
use crate::search::GameTree;
use crate::tree::{Tree, fold_tree, map_tree};

// ANCHOR: score_tree
/// The tree of positions as a tree of scores for `me`: each position's store difference seen
/// by `me`. One `map_tree`: the shape stays, only the labels change.
pub fn score_tree<G: GameTree>(tree: &Tree<G>, me: Player) -> Tree<i32> {
    map_tree(tree, &|position: &G| {
        let difference = position.store_difference();
        if position.to_move() == me {
            difference
        } else {
            -difference
        }
    })
}
// ANCHOR_END: score_tree

// ANCHOR: best_hope
/// The best score among the leaves: what the player the scores are for could reach if every
/// move, the opponent's too, went their way. One `fold_tree`: a leaf answers its own score
/// (`max` of no children is `None`), any other node the best of its children's answers, never
/// its own score, which is not where a game stops.
pub fn best_hope(tree: &Tree<i32>) -> i32 {
    fold_tree(tree, &|&score, best: Vec<i32>| {
        best.into_iter().max().unwrap_or(score)
    })
}
// ANCHOR_END: best_hope

// ANCHOR: cut
/// The same tree cut `depth` moves below the root: a node `depth` moves down keeps its
/// position and loses its children. Counting down as `grow` does, so that
/// `cut(&grow(position, d), k)` is `grow(position, k)` for any `k` up to `d`.
pub fn cut<P: Clone>(tree: &Tree<P>, depth: u32) -> Tree<P> {
    let children = match depth.checked_sub(1) {
        None => Vec::new(),
        Some(below) => tree
            .children
            .iter()
            .map(|child| cut(child, below))
            .collect(),
    };
    Tree {
        position: tree.position.clone(),
        children,
    }
}
// ANCHOR_END: cut

// ANCHOR: unfold_tree
/// The tree grown from `seed`: its root is `seed`, and its children the trees grown from each
/// of `children(&seed)`, in order; a seed with no children is a leaf. `grow` is one such
/// unfold, whose seed is a position with the depth left. It ends only if the seeds do: every
/// chain of children must reach a seed with none.
pub fn unfold_tree<S: Clone>(seed: S, children: &impl Fn(&S) -> Vec<S>) -> Tree<S> {
    let grown = children(&seed)
        .into_iter()
        .map(|child| unfold_tree(child, children))
        .collect();
    Tree {
        position: seed,
        children: grown,
    }
}
// ANCHOR_END: unfold_tree

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oware;
    use crate::search::{Kalah, OWARE_ENDING, negamax};
    use crate::tree::{ENDING, grow, size};

    #[test]
    fn scores_and_hopes_on_the_ending() {
        let scores = score_tree(&grow(ENDING, 1), Player::South);
        let labels: Vec<i32> = scores.children.iter().map(|c| c.position).collect();
        assert_eq!((scores.position, labels), (2, vec![2, 4]));
        for depth in 0..=4 {
            for position in [ENDING, OWARE_ENDING, oware::OPENING] {
                let hope = best_hope(&score_tree(&grow(position, depth), position.to_move()));
                assert!(hope >= negamax(position, depth));
            }
        }
        let step = |&(position, depth): &(Kalah, u32)| match depth.checked_sub(1) {
            None => Vec::new(),
            Some(below) => position
                .moves()
                .into_iter()
                .map(|pit| (position.after(pit), below))
                .collect(),
        };
        for depth in 0..=3 {
            let unfolded = unfold_tree((Kalah::OPENING, depth), &step);
            assert_eq!(
                map_tree(&unfolded, &|&(position, _)| position),
                grow(Kalah::OPENING, depth)
            );
            assert_eq!(
                cut(&grow(Kalah::OPENING, 3), depth),
                grow(Kalah::OPENING, depth)
            );
        }
        let numbers = unfold_tree(3u32, &|&n: &u32| (0..n).collect());
        assert_eq!(size(&numbers), 8);
    }
}
