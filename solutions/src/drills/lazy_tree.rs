//! Chapter 19's drills: taking from a lazy tree only what a question needs (the first line of
//! play, the first win found), growing one that makes each child only when it is reached, and
//! labelling it lazily with what a node's place says (its depth).

use crate::Player;
use crate::lazy::Lazy;
use crate::search::GameTree;

// ANCHOR: first_line
/// The labels down the first branch: the root's, its first subtree's, that one's first
/// subtree's..., `steps` moves down, or fewer where a node has no subtrees. Only the nodes on
/// the line are made, and a node `steps` moves down is never asked for its subtrees: on a game
/// tree, `steps` positions are made, one a step.
pub fn first_line<L: Clone>(tree: &Lazy<L>, steps: u32) -> Vec<L> {
    let rest = match steps.checked_sub(1) {
        None => Vec::new(),
        Some(below) => tree
            .subtrees()
            .next()
            .map_or_else(Vec::new, |first| first_line(&first, below)),
    };
    [vec![tree.label.clone()], rest].concat()
}
// ANCHOR_END: first_line

// ANCHOR: first_win
/// The first finished game within `depth` moves that `me` has won (more stones than the
/// opponent), searching depth first in the order of the moves, so not always the quickest
/// win; `None` if there is none. A finished game is a position with no moves, which its label
/// says without making a subtree; `find_map` stops at the first win, so nothing after it is
/// made.
pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    let position = tree.label;
    if position.moves().is_empty() {
        return won_by(position, me).then_some(position);
    }
    let below = depth.checked_sub(1)?;
    tree.subtrees()
        .find_map(|subtree| first_win(&subtree, me, below))
}

/// Whether `me` has more stones than the opponent at `position`.
fn won_by<G: GameTree>(position: G, me: Player) -> bool {
    let [south, north] = position.stores();
    match me {
        Player::South => south > north,
        Player::North => north > south,
    }
}
// ANCHOR_END: first_win

// ANCHOR: lazy_unfold
/// The tree grown from `seed` by `next`, made as it is walked: its root is `seed`, and its
/// subtrees are grown from the seeds `next(&seed)` gives, each made when the iterator of
/// `subtrees()` reaches it. Where chapter 19's `unfold` takes a step that gives a `Vec`, all of
/// a node's children at once, this step gives an iterator, so asking for the first subtree
/// makes the first seed and no other.
pub fn lazy_unfold<S, I, F>(seed: S, next: F) -> Lazy<S>
where
    S: Clone + 'static,
    I: Iterator<Item = S> + 'static,
    F: Fn(&S) -> I + Clone + 'static,
{
    Lazy::new(seed.clone(), move || {
        let again = next.clone();
        next(&seed).map(move |child| lazy_unfold(child, again.clone()))
    })
}
// ANCHOR_END: lazy_unfold

// ANCHOR: with_depth
/// The same tree with each label paired with its depth, the root's being `depth` and each
/// subtree's one more than its parent's (at most `u32::MAX`), made when the subtree is made:
/// the depth is handed down the recursion, as `prune` hands down the depth left.
pub fn with_depth<L: Clone + 'static>(tree: Lazy<L>, depth: u32) -> Lazy<(L, u32)> {
    let label = (tree.label.clone(), depth);
    Lazy::new(label, move || {
        tree.subtrees()
            .map(move |subtree| with_depth(subtree, depth.saturating_add(1)))
    })
}
// ANCHOR_END: with_depth

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenges::lazy_tree::node_count;
    use crate::lazy::{Counted, game_tree, positions_made, prune};
    use crate::search::{Ayoayo, Kalah, OWARE_ENDING};
    use crate::tree::ENDING;

    #[test]
    fn the_drills_make_only_what_they_need() {
        let tree = game_tree(Counted(Ayoayo::OPENING));
        let (line, made) = positions_made(|| first_line(&tree, 10));
        assert_eq!((line.len(), made), (11, 10));
        let (win, made) =
            positions_made(|| first_win(&game_tree(Counted(ENDING)), Player::South, 1));
        assert_eq!((win, made), (Some(Counted(ENDING.after(5))), 2));
        let step = |position: &Counted<Kalah>| {
            let position = *position;
            position
                .moves()
                .into_iter()
                .map(move |pit| position.after(pit))
        };
        let (_, made) =
            positions_made(|| first_line(&lazy_unfold(Counted(Kalah::OPENING), step), 10));
        assert_eq!(made, 10);
        assert_eq!(node_count(&lazy_unfold(3u32, |&n: &u32| 0..n)), 8);
        let depths = first_line(&with_depth(game_tree(Ayoayo::OPENING), 0), 5);
        assert_eq!(depths.last().map(|&(_, depth)| depth), Some(5));
        let (_, made) = positions_made(|| with_depth(game_tree(Counted(ENDING)), 0));
        assert_eq!(made, 0);
        assert_eq!(
            node_count(&prune(3, with_depth(game_tree(OWARE_ENDING), 0))),
            37
        );
    }
}
