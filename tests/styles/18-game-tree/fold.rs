//! Style: one recursion, `fold_tree`, and everything else a fold. `size`, `height` and
//! `leaves` each combine a node's children's results; `fringe` folds every node into the list
//! of how many nodes each level below it holds, and reads the level asked for; `map_tree` and
//! `negamax_fold` are folds too. `grow` is an unfold written with a loop over the moves.
//!
//! Correct because a fold computes, for every node, its answer from its children's answers,
//! which is how each of these questions is defined: a node's size is one more than its
//! children's, its height one more than the tallest child's (0 with none), its leaves its
//! children's (itself with none), and its level `k + 1` holds the nodes of its children's
//! levels `k`.
use ayoayo::Player;
use ayoayo::search::GameTree;

pub fn grow<G: GameTree>(position: G, depth: u32) -> Tree<G> {
    let children = match depth {
        0 => Vec::new(),
        _ => {
            let mut grown = Vec::new();
            for pit in position.moves() {
                grown.push(grow(position.after(pit), depth - 1));
            }
            grown
        }
    };
    Tree { position, children }
}

pub fn fold_tree<P, R>(tree: &Tree<P>, combine: &impl Fn(&P, Vec<R>) -> R) -> R {
    let mut results = Vec::with_capacity(tree.children.len());
    for child in &tree.children {
        results.push(fold_tree(child, combine));
    }
    combine(&tree.position, results)
}

pub fn size<P>(tree: &Tree<P>) -> u64 {
    fold_tree(tree, &|_, sizes: Vec<u64>| {
        1 + sizes.into_iter().sum::<u64>()
    })
}

pub fn height<P>(tree: &Tree<P>) -> u32 {
    fold_tree(tree, &|_, heights: Vec<u32>| {
        heights
            .into_iter()
            .map(|height| height + 1)
            .max()
            .unwrap_or(0)
    })
}

pub fn leaves<P>(tree: &Tree<P>) -> u64 {
    fold_tree(tree, &|_, leaves: Vec<u64>| match leaves.len() {
        0 => 1,
        _ => leaves.into_iter().sum(),
    })
}

/// How many nodes each level of `tree` holds: the root's level first.
fn levels<P>(tree: &Tree<P>) -> Vec<u64> {
    fold_tree(tree, &|_, children: Vec<Vec<u64>>| {
        let mut levels = vec![1];
        for child in children {
            if levels.len() < child.len() + 1 {
                levels.resize(child.len() + 1, 0);
            }
            for (below, count) in child.into_iter().enumerate() {
                levels[below + 1] += count;
            }
        }
        levels
    })
}

pub fn fringe<P>(tree: &Tree<P>, depth: u32) -> u64 {
    levels(tree).get(depth as usize).copied().unwrap_or(0)
}

pub fn map_tree<P, Q>(tree: &Tree<P>, f: &impl Fn(&P) -> Q) -> Tree<Q> {
    fold_tree(tree, &|position, children| Tree {
        position: f(position),
        children,
    })
}

pub fn negamax_fold<G: GameTree>(tree: &Tree<G>) -> i32 {
    let labelled = map_tree(tree, &|position: &G| {
        (position.to_move(), position.store_difference())
    });
    let valued = fold_tree(
        &labelled,
        &|&(mover, leaf), children: Vec<(Player, i32)>| {
            let turned = children
                .into_iter()
                .map(|(child_mover, value)| if child_mover == mover { value } else { -value });
            (
                mover,
                turned
                    .fold(None, |best: Option<i32>, value| best.max(Some(value)))
                    .unwrap_or(leaf),
            )
        },
    );
    valued.1
}
