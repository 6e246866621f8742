//! Chapter 21's drills: a game's history as the accumulator of a recursion, counting the
//! different positions a grown tree holds, and a game tree whose equal subtrees are one and the
//! same cell, shared through an `Rc`, as the cells of a history are.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use crate::Pit;
use crate::history::{History, contains, then};
use crate::search::GameTree;
use crate::tree::Tree;

// ANCHOR: first_repeat
/// How many of `moves`, played in order from `position`, are played before the game reaches a
/// position it has been through: one in `history` (the positions before `position`), or one
/// met on the way. `Some(0)` when `position` itself is in `history`; `None` when no position
/// comes again, or a pit that is not one of the position's moves stops the game there. The
/// history is the accumulator: each call hands the next one `history` with `position` added,
/// one new cell.
pub fn first_repeat<G: GameTree>(
    position: G,
    moves: &[Pit],
    history: &History<G>,
) -> Option<usize> {
    if contains(history, &position) {
        return Some(0);
    }
    let (&pit, rest) = moves.split_first()?;
    if !position.moves().contains(&pit) {
        return None;
    }
    first_repeat(position.after(pit), rest, &then(history, position)).map(|played| played + 1)
}
// ANCHOR_END: first_repeat

// ANCHOR: distinct_positions
/// How many different positions `tree` holds: a position reached by two orders of moves (a
/// transposition) counts once. Every node's position goes into one set, carried down the
/// recursion.
pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    fn gather<G: GameTree>(tree: &Tree<G>, seen: &mut HashSet<G>) {
        seen.insert(tree.position);
        for child in &tree.children {
            gather(child, seen);
        }
    }
    let mut seen = HashSet::new();
    gather(tree, &mut seen);
    seen.len()
}
// ANCHOR_END: distinct_positions

// ANCHOR: shared
/// A game tree whose equal subtrees are one and the same cell: a handle on a cell holding a
/// position and the shared trees after each of its moves. Cloning a handle copies a pointer,
/// as cloning a `History` does.
#[derive(Debug)]
pub struct Shared<G>(pub Rc<(G, Vec<Shared<G>>)>);

impl<G> Clone for Shared<G> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}
// ANCHOR_END: shared

// ANCHOR: share
/// The tree of `grow(position, depth)`, with every subtree grown once: the same position with
/// the same depth left is the same subtree, so a table of the cells made, keyed by both, hands
/// back the cell already made instead of growing it again.
pub fn share<G: GameTree>(position: G, depth: u32) -> Shared<G> {
    share_from(position, depth, &mut HashMap::new())
}

/// `share`, with the cells made so far.
fn share_from<G: GameTree>(
    position: G,
    depth: u32,
    made: &mut HashMap<(G, u32), Shared<G>>,
) -> Shared<G> {
    if let Some(cell) = made.get(&(position, depth)) {
        return cell.clone();
    }
    let children = match depth.checked_sub(1) {
        None => Vec::new(),
        Some(below) => position
            .moves()
            .into_iter()
            .map(|pit| share_from(position.after(pit), below, made))
            .collect(),
    };
    let cell = Shared(Rc::new((position, children)));
    made.insert((position, depth), cell.clone());
    cell
}
// ANCHOR_END: share

// ANCHOR: expand
/// The tree a shared tree stands for, every shared subtree copied out in each place it is
/// used: chapter 18's `Tree`, as `grow` makes it.
pub fn expand<G: Clone>(tree: &Shared<G>) -> Tree<G> {
    let (position, children) = &*tree.0;
    Tree {
        position: position.clone(),
        children: children.iter().map(expand).collect(),
    }
}
// ANCHOR_END: expand

// ANCHOR: cells
/// How many cells a shared tree holds: each cell counted once however many parents point at
/// it, told apart by address (`Rc::as_ptr`), not by the position it holds. A cell already
/// counted is not walked again.
pub fn cells<G>(tree: &Shared<G>) -> usize {
    fn visit<G>(tree: &Shared<G>, seen: &mut HashSet<*const (G, Vec<Shared<G>>)>) {
        if seen.insert(Rc::as_ptr(&tree.0)) {
            for child in &tree.0.1 {
                visit(child, seen);
            }
        }
    }
    let mut seen = HashSet::new();
    visit(tree, &mut seen);
    seen.len()
}
// ANCHOR_END: cells

#[cfg(test)]
mod tests {
    use super::*;
    use crate::history::{TWO_STONES, start};
    use crate::oware;
    use crate::search::{Kalah, OWARE_ENDING};
    use crate::tree::{grow, size};

    /// The forced moves of `TWO_STONES`, `count` of them.
    fn forced(count: usize) -> Vec<Pit> {
        let mut position = TWO_STONES;
        let mut moves = Vec::new();
        for _ in 0..count {
            let pit = position.moves()[0];
            assert_eq!(position.moves().len(), 1);
            moves.push(pit);
            position = position.after(pit);
        }
        moves
    }

    #[test]
    fn the_drills_count_what_is_shared() {
        assert_eq!(first_repeat(TWO_STONES, &forced(12), &start()), Some(12));
        assert_eq!(first_repeat(TWO_STONES, &forced(11), &start()), None);
        for depth in 0..=4 {
            let shared = share(oware::OPENING, depth);
            assert_eq!(expand(&shared), grow(oware::OPENING, depth));
            assert!(
                cells(&shared) <= distinct_positions(&grow(oware::OPENING, depth)) + depth as usize
            );
        }
        assert_eq!(cells(&share(TWO_STONES, 13)), 14);
    }

    #[test]
    fn the_counts_of_the_page() {
        fn counts<G: GameTree>(position: G, depth: u32) -> (u64, usize, usize) {
            let tree = grow(position, depth);
            let distinct = distinct_positions(&tree);
            (size(&tree), distinct, cells(&share(position, depth)))
        }
        assert_eq!(counts(oware::OPENING, 5), (6466, 6435, 6435));
        assert_eq!(counts(OWARE_ENDING, 5), (252, 168, 171));
        assert_eq!(expand(&share(Kalah::OPENING, 3)), grow(Kalah::OPENING, 3));
    }
}
