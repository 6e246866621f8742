//! Mistake: sows every pit of the list on the board it was given, not on the board the sowing
//! before left.
use ayoayo::{Board, Pit};

pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    match pits {
        [first, rest @ ..] => match rest {
            [next, ..] => {
                let (after, last) = sow(board, skip, *first);
                last == *next && after[last] > 1 && is_relay(board, skip, rest)
            }
            [] => true,
        },
        [] => true,
    }
}
