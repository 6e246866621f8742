//! Mistake: hands the next call the history it was given, without the position just left, so
//! only the positions given at the start are ever found again.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn first_repeat<G: GameTree>(position: G, moves: &[Pit], history: &History<G>) -> Option<usize> {
    if contains(history, &position) {
        return Some(0);
    }
    let (&pit, rest) = moves.split_first()?;
    if !position.moves().contains(&pit) {
        return None;
    }
    first_repeat(position.after(pit), rest, history).map(|played| played + 1)
}
