//! Mistake: stops at the first finished game, whoever won it, a loss or a draw too.
use ayoayo::Player;
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;

pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    let position = tree.label;
    if position.moves().is_empty() {
        return Some(position);
    }
    let below = depth.checked_sub(1)?;
    tree.subtrees()
        .find_map(|subtree| first_win(&subtree, me, below))
}
