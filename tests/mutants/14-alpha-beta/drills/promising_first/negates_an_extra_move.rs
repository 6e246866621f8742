//! Mistake: negates every guess, even after an extra move, when the child's value is the same player's.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let mut moves = position.moves();
    moves.sort_by_key(|&pit| guess(&position.after(pit)));
    moves
}
