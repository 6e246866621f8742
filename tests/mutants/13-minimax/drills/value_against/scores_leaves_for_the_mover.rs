//! Mistake: scores a leaf for the player to move there, not for `me`, so a leaf with the opponent to move counts the wrong way.
use ayoayo::search::GameTree;
use ayoayo::{Pit, Player};

pub fn value_against<G: GameTree>(
    position: G,
    depth: u32,
    me: Player,
    reply: &impl Fn(&G) -> Pit,
) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    if position.to_move() == me {
        moves
            .into_iter()
            .map(|pit| value_against(position.after(pit), depth - 1, me, reply))
            .max()
            .unwrap_or_default()
    } else {
        value_against(position.after(reply(&position)), depth - 1, me, reply)
    }
}
