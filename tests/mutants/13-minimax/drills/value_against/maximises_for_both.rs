//! Mistake: takes the largest value at the opponent's moves too, as if the opponent played for `me`, never asking `reply`.
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
    moves
        .into_iter()
        .map(|pit| value_against(position.after(pit), depth - 1, me, reply))
        .max()
        .unwrap_or_default()
}
