//! Mistake: answers `None` as soon as a sowing relays, instead of going on to the rest.
use ayoayo::{Board, Pit};

pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    match pits {
        [] => None,
        [first, rest @ ..] => {
            let (after, last) = sow(board, *first, *first);
            match after.get(last) {
                Some(1) => Some(*first),
                Some(0) | None => first_to_rest(board, rest),
                Some(_) => None,
            }
        }
    }
}
