//! Style: a `for` loop over the moves, the history a variable growing a cell a move, not recursion.
//!
//! Before move number `played` the game is at `position`, and `history` holds every position before
//! it: the ones given, then those left on the way. Found there, the answer is `played`; a pit that
//! is not a legal move ends the game, `None`. After the last move the position reached is looked
//! for once more. Each step adds one cell with `then`, sharing the rest, as the recursion's
//! accumulator does.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn first_repeat<G: GameTree>(
    position: G,
    moves: &[Pit],
    history: &History<G>,
) -> Option<usize> {
    let mut history = history.clone();
    let mut position = position;
    for (played, &pit) in moves.iter().enumerate() {
        if contains(&history, &position) {
            return Some(played);
        }
        if !position.moves().contains(&pit) {
            return None;
        }
        history = then(&history, position);
        position = position.after(pit);
    }
    contains(&history, &position).then_some(moves.len())
}
