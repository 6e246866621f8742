//! Mistake: ranks by `guess(&child)` as it stands, which is the opponent's view when they move next, so the best moves come last.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn promising_first<G: GameTree>(position: G, guess: &impl Fn(&G) -> i32) -> Vec<Pit> {
    let mut moves = position.moves();
    moves.sort_by_key(|&pit| std::cmp::Reverse(guess(&position.after(pit))));
    moves
}
