//! Style: no recursion over the tree, an explicit stack. `size`, `height`, `leaves` and
//! `fringe` pop nodes off a `Vec` (with their depth) and push their children; `fold_tree` lists
//! the nodes parent first, then combines them in the reverse order, so that every node's
//! children are combined before it and their results wait on a stack; `map_tree` is one
//! `fold_tree`. `grow` stays recursive, as it builds the tree from its leaves up.
//!
//! Correct because every node is pushed exactly once, with its depth, so the counts are the
//! structural recursion's. In `fold_tree`, pushing the children last to first makes the
//! listing visit a node, then its first child's subtree, then the next's: read backwards, a
//! node comes right after its children's subtrees, whose results are on top of the stack with
//! the first child's uppermost, so popping them gives them back in order.
use ayoayo::Player;
use ayoayo::search::GameTree;

pub fn grow<G: GameTree>(position: G, depth: u32) -> Tree<G> {
    let mut children = Vec::new();
    if depth > 0 {
        for pit in position.moves() {
            children.push(grow(position.after(pit), depth - 1));
        }
    }
    Tree { position, children }
}

/// Every node of `tree` with its depth below the root, parents before their children.
fn nodes<P>(tree: &Tree<P>) -> Vec<(&Tree<P>, u32)> {
    let (mut stack, mut listed) = (vec![(tree, 0)], Vec::new());
    while let Some((node, depth)) = stack.pop() {
        listed.push((node, depth));
        for child in node.children.iter().rev() {
            stack.push((child, depth + 1));
        }
    }
    listed
}

pub fn size<P>(tree: &Tree<P>) -> u64 {
    nodes(tree).len() as u64
}

pub fn height<P>(tree: &Tree<P>) -> u32 {
    nodes(tree)
        .into_iter()
        .map(|(_, depth)| depth)
        .max()
        .unwrap_or(0)
}

pub fn leaves<P>(tree: &Tree<P>) -> u64 {
    let listed = nodes(tree);
    listed
        .iter()
        .filter(|(node, _)| node.children.is_empty())
        .count() as u64
}

pub fn fringe<P>(tree: &Tree<P>, depth: u32) -> u64 {
    let listed = nodes(tree);
    listed.iter().filter(|&&(_, at)| at == depth).count() as u64
}

pub fn fold_tree<P, R>(tree: &Tree<P>, combine: &impl Fn(&P, Vec<R>) -> R) -> R {
    let mut results: Vec<R> = Vec::new();
    for (node, _) in nodes(tree).into_iter().rev() {
        let count = node.children.len();
        let mut below: Vec<R> = results.split_off(results.len() - count);
        below.reverse();
        results.push(combine(&node.position, below));
    }
    results.pop().expect("the root's result is the last made")
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
    let (_, value) = fold_tree(
        &labelled,
        &|&(mover, leaf), children: Vec<(Player, i32)>| {
            let mut best = None;
            for (child_mover, value) in children {
                let mine = if child_mover == mover { value } else { -value };
                best = Some(best.map_or(mine, |most: i32| most.max(mine)));
            }
            (mover, best.unwrap_or(leaf))
        },
    );
    value
}
