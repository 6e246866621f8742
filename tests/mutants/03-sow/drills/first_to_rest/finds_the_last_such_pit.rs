//! Mistake: asks the rest of the list first and keeps its answer when it has one, so the last
//! pit that comes to rest is found, not the first.
use ayoayo::{Board, Pit};

pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    match pits {
        [] => None,
        [first, rest @ ..] => first_to_rest(board, rest).or_else(|| {
            let (after, last) = sow(board, *first, *first);
            (after.get(last) == Some(&1)).then_some(*first)
        }),
    }
}
