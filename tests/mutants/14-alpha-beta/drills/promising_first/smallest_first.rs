//! Mistake: sorts the moves' values in increasing order, the least promising first.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let mut moves = position.moves();
    moves.sort_by_key(|&pit| {
        let child = position.after(pit);
        let seen = guess(&child);
        if child.to_move() == position.to_move() {
            seen
        } else {
            -seen
        }
    });
    moves
}
