//! What the search tests share: positions of any system, reached by play.

use ayoayo::search::GameTree;

/// The position reached from `start` by picking, at each turn, the move `choice % moves`.
pub fn reached<G: GameTree>(start: G, choices: &[usize]) -> G {
    choices.iter().fold(start, |position, &choice| {
        let moves = position.moves();
        if moves.is_empty() {
            position
        } else {
            position.after(moves[choice % moves.len()])
        }
    })
}
