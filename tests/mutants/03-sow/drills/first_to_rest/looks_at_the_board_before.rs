//! Mistake: asks whether the last pit was empty on the board before the sowing, which a hand
//! that laps the board may already have filled.
use ayoayo::{Board, Pit};

pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    match pits {
        [] => None,
        [first, rest @ ..] => {
            let (after, last) = sow(board, *first, *first);
            if after.get(last).is_some_and(|&stones| stones > 0) && board[last] == 0 {
                Some(*first)
            } else {
                first_to_rest(board, rest)
            }
        }
    }
}
