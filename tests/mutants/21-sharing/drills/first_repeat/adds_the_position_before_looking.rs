//! Mistake: adds the position to the history before looking for it there, so every position
//! is found at once and the answer is always 0.
use ayoayo::Pit;
use ayoayo::search::GameTree;

pub fn first_repeat<G: GameTree>(position: G, moves: &[Pit], history: &History<G>) -> Option<usize> {
    let path = then(history, position);
    if contains(&path, &position) {
        return Some(0);
    }
    let (&pit, rest) = moves.split_first()?;
    if !position.moves().contains(&pit) {
        return None;
    }
    first_repeat(position.after(pit), rest, &path).map(|played| played + 1)
}
