//! Chapter 18: the game tree as a value you can hold. Part III searched a tree it never built;
//! here it is built to a depth, as a recursive data type, and every question about it (how
//! many nodes, how deep, how many leaves, what it is worth) is a structural recursion over it,
//! and then one and the same fold (after Hughes, *Why Functional Programming Matters*, 1990,
//! section 5, where the tree is `treeof` and the fold `foldtree`).

use crate::search::GameTree;
use crate::{Pit, Player, oware};

// ANCHOR: ending
/// An Oware ending where one game finishes before the others: South's pit 5 captures two from
/// North's pit 6, the 25th stone in South's store, and wins on the spot; pit 4 plays on.
pub const ENDING: oware::Position = oware::Position {
    houses: [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 1],
    stores: [23, 21],
    to_move: Player::South,
};
// ANCHOR_END: ending

// ANCHOR: tree
/// A game tree: a position, and the trees of the positions after each of its moves, in the
/// order of [`GameTree::moves`]. A node with no children is a leaf: the game is over there, or
/// the tree was grown no deeper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree<P> {
    pub position: P,
    pub children: Vec<Tree<P>>,
}
// ANCHOR_END: tree

// ANCHOR: grow
/// The game tree from `position`, `depth` moves deep: one child per move, each grown one move
/// less deep. A node at depth 0, or where the game is over, has no children.
pub fn grow<G: GameTree>(position: G, depth: u32) -> Tree<G> {
    let children = match depth.checked_sub(1) {
        None => Vec::new(),
        Some(below) => position
            .moves()
            .into_iter()
            .map(|pit| grow(position.after(pit), below))
            .collect(),
    };
    Tree { position, children }
}
// ANCHOR_END: grow

// ANCHOR: size
/// How many nodes `tree` has: itself, and every node of its children.
pub fn size<P>(tree: &Tree<P>) -> u64 {
    1 + tree.children.iter().map(size).sum::<u64>()
}
// ANCHOR_END: size

// ANCHOR: height
/// How many moves the longest path from the root down to a leaf has: 0 for a leaf.
pub fn height<P>(tree: &Tree<P>) -> u32 {
    tree.children
        .iter()
        .map(|child| 1 + height(child))
        .max()
        .unwrap_or(0)
}
// ANCHOR_END: height

// ANCHOR: leaves
/// How many leaves (nodes with no children) `tree` has, at whatever depth.
pub fn leaves<P>(tree: &Tree<P>) -> u64 {
    if tree.children.is_empty() {
        return 1;
    }
    tree.children.iter().map(leaves).sum()
}
// ANCHOR_END: leaves

// ANCHOR: fringe
/// How many nodes lie exactly `depth` moves below the root: the sequences of `depth` moves the
/// tree holds. On `grow(position, depth)` this is chapter 12's `perft(position, depth)`.
pub fn fringe<P>(tree: &Tree<P>, depth: u32) -> u64 {
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    tree.children.iter().map(|child| fringe(child, below)).sum()
}
// ANCHOR_END: fringe

// ANCHOR: fold_tree
/// The tree folded up from its leaves: `combine` gets each node's position and its children's
/// results, in order, and makes the node's result. Every function above is one such fold.
pub fn fold_tree<P, R>(tree: &Tree<P>, combine: &impl Fn(&P, Vec<R>) -> R) -> R {
    let results = tree
        .children
        .iter()
        .map(|child| fold_tree(child, combine))
        .collect();
    combine(&tree.position, results)
}
// ANCHOR_END: fold_tree

// ANCHOR: map_tree
/// The same shape of tree with `f` applied to every position.
pub fn map_tree<P, Q>(tree: &Tree<P>, f: &impl Fn(&P) -> Q) -> Tree<Q> {
    Tree {
        position: f(&tree.position),
        children: tree
            .children
            .iter()
            .map(|child| map_tree(child, f))
            .collect(),
    }
}
// ANCHOR_END: map_tree

// ANCHOR: negamax_fold
/// Chapter 13's negamax, on a tree already grown: each position labelled with who moves there
/// and its store difference for them, then folded. A leaf is worth its difference; any other
/// node the best of its children's values, each negated unless the same player moves again.
/// `negamax_fold(&grow(position, depth))` is `negamax(position, depth)`.
pub fn negamax_fold<G: GameTree>(tree: &Tree<G>) -> i32 {
    let labelled = map_tree(tree, &|position: &G| {
        (position.to_move(), position.store_difference())
    });
    let (_, value) = fold_tree(
        &labelled,
        &|&(mover, difference), children: Vec<(Player, i32)>| {
            let best = children
                .into_iter()
                .map(|(child_mover, value)| if child_mover == mover { value } else { -value })
                .max();
            (mover, best.unwrap_or(difference))
        },
    );
    value
}
// ANCHOR_END: negamax_fold

// ANCHOR: line
/// A line of play, as a recursive type of its own: it ends, or it is a move and then a line.
/// The rest of the line is boxed: a `Line` holding a `Line` directly would have no finite size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    End,
    Then(Pit, Box<Line>),
}
// ANCHOR_END: line

impl Line {
    /// The moves of the line, in order.
    pub fn moves(&self) -> Vec<Pit> {
        match self {
            Line::End => Vec::new(),
            Line::Then(pit, rest) => [vec![*pit], rest.moves()].concat(),
        }
    }
}

// ANCHOR: outline
/// The tree drawn as an outline, one node a line, each child below its parent and indented
/// under it, `label` saying what each position is.
pub fn outline<P>(tree: &Tree<P>, label: &impl Fn(&P) -> String) -> String {
    let mut lines = vec![label(&tree.position)];
    draw_children(tree, label, "", &mut lines);
    lines.join("\n")
}

/// The lines of `tree`'s children, each after `indent` and its branch.
fn draw_children<P>(
    tree: &Tree<P>,
    label: &impl Fn(&P) -> String,
    indent: &str,
    lines: &mut Vec<String>,
) {
    let last = tree.children.len().saturating_sub(1);
    for (index, child) in tree.children.iter().enumerate() {
        let (branch, below) = if index == last {
            ("└─ ", "   ")
        } else {
            ("├─ ", "│  ")
        };
        lines.push(format!("{indent}{branch}{}", label(&child.position)));
        draw_children(child, label, &format!("{indent}{below}"), lines);
    }
}
// ANCHOR_END: outline

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::perft::finished_games;
    use crate::search::{Ayoayo, Kalah, negamax, perft};
    use crate::{awari, lagos, oware};

    #[test]
    fn the_fringe_is_perft_and_the_leaves_count_finished_games_too() {
        for depth in 0..=3 {
            let tree = grow(oware::OPENING, depth);
            assert_eq!(fringe(&tree, depth), perft(oware::OPENING, depth));
            assert_eq!(leaves(&tree), perft(oware::OPENING, depth));
        }
        for depth in 1..=6 {
            let tree = grow(ENDING, depth);
            let finished_early = finished_games(ENDING, depth - 1);
            assert_eq!(leaves(&tree), perft(ENDING, depth) + finished_early);
            assert_eq!(fringe(&tree, depth), perft(ENDING, depth));
        }
        let ending = grow(ENDING, 2);
        assert_eq!(
            (size(&ending), leaves(&ending), fringe(&ending, 2)),
            (5, 3, 2)
        );
        assert_eq!(fringe(&ending, 2), perft(ENDING, 2));
        assert_eq!(height(&ending), 2);
    }

    #[test]
    fn each_level_holds_as_many_nodes_as_perft_counts() {
        // The page's bytes ten moves deep are computed from this and chapter 12's counts.
        fn levels<G: GameTree>(start: G, depth: u32) -> u64 {
            (0..=depth).map(|k| perft(start, k)).sum()
        }
        for depth in 0..=5 {
            assert_eq!(
                size(&grow(oware::OPENING, depth)),
                levels(oware::OPENING, depth)
            );
            assert_eq!(size(&grow(ENDING, depth)), levels(ENDING, depth));
            assert_eq!(
                size(&grow(Kalah::OPENING, depth)),
                levels(Kalah::OPENING, depth)
            );
        }
    }

    #[test]
    fn the_fold_is_negamax_on_every_system() {
        for depth in 0..=3 {
            let check = |value: i32, expected: i32| assert_eq!(value, expected);
            check(
                negamax_fold(&grow(Ayoayo::OPENING, depth)),
                negamax(Ayoayo::OPENING, depth),
            );
            check(
                negamax_fold(&grow(Kalah::OPENING, depth)),
                negamax(Kalah::OPENING, depth),
            );
            check(
                negamax_fold(&grow(oware::OPENING, depth)),
                negamax(oware::OPENING, depth),
            );
            check(
                negamax_fold(&grow(awari::START, depth)),
                negamax(awari::START, depth),
            );
            check(
                negamax_fold(&grow(lagos::OPENING, depth)),
                negamax(lagos::OPENING, depth),
            );
        }
    }

    #[test]
    fn map_tree_is_a_fold_that_rebuilds_each_node() {
        // The teacher's answer to the chapter's third challenge.
        let f = |position: &oware::Position| position.stores;
        let tree = grow(ENDING, 3);
        let folded = fold_tree(&tree, &|position, children| Tree {
            position: f(position),
            children,
        });
        assert_eq!(folded, map_tree(&tree, &f));
    }

    #[test]
    fn size_height_and_leaves_of_a_small_tree() {
        let tree = grow(oware::OPENING, 2);
        assert_eq!(size(&tree), 1 + 6 + 36);
        assert_eq!(height(&tree), 2);
        assert_eq!(leaves(&tree), 36);
        assert_eq!(map_tree(&tree, &|_| ()).children.len(), 6);
    }

    #[test]
    fn the_outline_draws_each_child_under_its_parent() {
        let tree = Tree {
            position: 'a',
            children: vec![
                Tree {
                    position: 'b',
                    children: vec![Tree {
                        position: 'c',
                        children: vec![],
                    }],
                },
                Tree {
                    position: 'd',
                    children: vec![],
                },
            ],
        };
        assert_eq!(
            outline(&tree, &|c: &char| c.to_string()),
            "a\n├─ b\n│  └─ c\n└─ d"
        );
    }
}
