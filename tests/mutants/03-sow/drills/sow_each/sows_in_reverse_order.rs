//! Mistake: sows the rest first and the first pit last, on the board the rest left: the pits are
//! sown from the last to the first.
use ayoayo::{Board, Pit};

pub fn sow_each(board: Board, skip: Pit, pits: &[Pit]) -> Board {
    match pits {
        [] => board,
        [first, rest @ ..] => sow(sow_each(board, skip, rest), skip, *first).0,
    }
}
