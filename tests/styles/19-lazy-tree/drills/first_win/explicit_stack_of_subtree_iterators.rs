//! Style: depth first with an explicit stack of the subtrees' iterators, instead of recursion.
//!
//! Each entry of the stack is a node's subtrees, as an iterator, with the depth left at them. The
//! entry on top belongs to the node being searched: its next subtree is made and looked at. A
//! finished game that `me` has won is the answer at once; a game still going, with depth left, is
//! searched next, its subtrees' iterator pushed; an iterator with nothing left is popped, and its
//! parent's search goes on. That is the order of the recursive search, each subtree searched to the
//! end before its next sibling is made, and it makes the same positions: a node is asked for its
//! subtrees only when its game goes on and depth is left, and nothing is made after the win.
use ayoayo::Player;
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;

pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    let won = |position: G| {
        let [south, north] = position.stores();
        match me {
            Player::South => south > north,
            Player::North => north > south,
        }
    };
    if tree.label.moves().is_empty() {
        return won(tree.label).then_some(tree.label);
    }
    let below = depth.checked_sub(1)?;
    let mut stack = vec![(tree.subtrees(), below)];
    while let Some((subtrees, left)) = stack.last_mut() {
        let left = *left;
        let Some(subtree) = subtrees.next() else {
            stack.pop();
            continue;
        };
        let position = subtree.label;
        if position.moves().is_empty() {
            if won(position) {
                return Some(position);
            }
        } else if let Some(under) = left.checked_sub(1) {
            stack.push((subtree.subtrees(), under));
        }
    }
    None
}
