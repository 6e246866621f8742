//! Mistake: takes the smallest value at the opponent's moves, plain minimax, instead of following the move `reply` picks.
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
        let difference = position.store_difference();
        return if position.to_move() == me {
            difference
        } else {
            -difference
        };
    }
    let values = moves
        .into_iter()
        .map(|pit| value_against(position.after(pit), depth - 1, me, reply));
    if position.to_move() == me {
        values.max().unwrap_or_default()
    } else {
        values.min().unwrap_or_default()
    }
}
