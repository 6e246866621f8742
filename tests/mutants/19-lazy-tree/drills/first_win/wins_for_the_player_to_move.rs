//! Mistake: counts a finished game as won when the player to move there is ahead, whoever
//! `me` is.
use ayoayo::Player;
use ayoayo::lazy::Lazy;
use ayoayo::search::GameTree;

pub fn first_win<G: GameTree>(tree: &Lazy<G>, me: Player, depth: u32) -> Option<G> {
    let position = tree.label;
    if position.moves().is_empty() {
        return (position.store_difference() > 0).then_some(position);
    }
    let below = depth.checked_sub(1)?;
    tree.subtrees()
        .find_map(|subtree| first_win(&subtree, me, below))
}
