//! Style: a `for` loop over the pits, pushing each empty one.
use ayoayo::{Board, Pit};

pub fn empty_pits(board: Board) -> Vec<Pit> {
    let mut empty = Vec::new();
    for (pit, &stones) in board.iter().enumerate() {
        if stones == 0 {
            empty.push(pit);
        }
    }
    empty
}
