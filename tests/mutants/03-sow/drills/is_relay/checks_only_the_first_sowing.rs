//! Mistake: answers from the first sowing alone, with no recursive call for the rest of the
//! list.
use ayoayo::{Board, Pit};

pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    match pits {
        [first, next, ..] => {
            let (after, last) = sow(board, skip, *first);
            last == *next && after.get(last).is_some_and(|&stones| stones > 1)
        }
        _ => true,
    }
}
