//! Mistake: the base case is a list of one pit, answered with the board as it is, so the last
//! pit of the list is never sown.
use ayoayo::{Board, Pit};

pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    match pits {
        [] | [_] => board,
        [first, rest @ ..] => sow_each(sow(board, skip, *first).0, skip, rest),
    }
}
