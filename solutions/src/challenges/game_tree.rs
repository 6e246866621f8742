//! Chapter 18's challenges: the first recursions again, each as one fold, and a line of play
//! folded out of the tree into a recursive type of its own.

use crate::search::GameTree;
use crate::tree::{Line, Tree, fold_tree};

// ANCHOR: folds
/// [`crate::tree::size`] as a fold: a node counts one, plus its children's counts.
pub fn size_by_fold<P>(tree: &Tree<P>) -> u64 {
    fold_tree(tree, &|_, counts: Vec<u64>| 1 + counts.iter().sum::<u64>())
}

/// [`crate::tree::height`] as a fold: a leaf is 0, any other node one more than its highest
/// child.
pub fn height_by_fold<P>(tree: &Tree<P>) -> u32 {
    fold_tree(tree, &|_, heights: Vec<u32>| {
        heights.iter().map(|height| height + 1).max().unwrap_or(0)
    })
}

/// [`crate::tree::leaves`] as a fold: a leaf is one, any other node its children's sum.
pub fn leaves_by_fold<P>(tree: &Tree<P>) -> u64 {
    fold_tree(tree, &|_, counts: Vec<u64>| {
        if counts.is_empty() {
            1
        } else {
            counts.iter().sum()
        }
    })
}
// ANCHOR_END: folds

// ANCHOR: principal_line
/// The line best play follows down `tree`, by one fold: a leaf's value is its store
/// difference and its line ends; any other node takes the first of its best children (the
/// lowest pit), its value negated unless the same player moves again, and the line through it.
/// On `grow(position, depth)` its moves are chapter 13's `principal_variation(position, depth)`.
pub fn principal_line<G: GameTree>(tree: &Tree<G>) -> Line {
    let (_, _, line) = fold_tree(tree, &|position: &G, children: Vec<(G, i32, Line)>| {
        let mover = position.to_move();
        let mut best: Option<(i32, Line)> = None;
        for (pit, (child, value, line)) in position.moves().into_iter().zip(children) {
            let value = if child.to_move() == mover {
                value
            } else {
                -value
            };
            if best.as_ref().is_none_or(|(so_far, _)| value > *so_far) {
                best = Some((value, Line::Then(pit, Box::new(line))));
            }
        }
        let (value, line) = best.unwrap_or((position.store_difference(), Line::End));
        (*position, value, line)
    });
    line
}
// ANCHOR_END: principal_line

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::minimax::principal_variation;
    use crate::search::{Ayoayo, Kalah};
    use crate::tree::{grow, height, leaves, size};
    use crate::{awari, oware};

    #[test]
    fn the_folds_agree_with_the_recursions() {
        for depth in 0..=3 {
            let tree = grow(Kalah::OPENING, depth);
            assert_eq!(size_by_fold(&tree), size(&tree));
            assert_eq!(height_by_fold(&tree), height(&tree));
            assert_eq!(leaves_by_fold(&tree), leaves(&tree));
        }
    }

    #[test]
    fn the_principal_line_is_chapter_13s_principal_variation() {
        for depth in 0..=4 {
            for (line, variation) in [
                (
                    principal_line(&grow(Ayoayo::OPENING, depth)),
                    principal_variation(Ayoayo::OPENING, depth),
                ),
                (
                    principal_line(&grow(Kalah::OPENING, depth)),
                    principal_variation(Kalah::OPENING, depth),
                ),
                (
                    principal_line(&grow(oware::OPENING, depth)),
                    principal_variation(oware::OPENING, depth),
                ),
                (
                    principal_line(&grow(awari::START, depth)),
                    principal_variation(awari::START, depth),
                ),
            ] {
                assert_eq!(line.moves(), variation);
            }
        }
    }
}
