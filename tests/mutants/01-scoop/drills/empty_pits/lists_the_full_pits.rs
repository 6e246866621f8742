//! Mistake: the test is the wrong way round, listing the pits that hold stones.
use ayoayo::{Board, PITS, Pit};

pub fn empty_pits(board: Board) -> Vec<Pit> {
    (0..PITS).filter(|&pit| board[pit] != 0).collect()
}
