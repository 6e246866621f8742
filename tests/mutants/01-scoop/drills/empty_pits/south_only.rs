//! Mistake: looks at South's six pits only.
use ayoayo::{Board, Pit};

pub fn empty_pits(board: Board) -> Vec<Pit> {
    (0..6).filter(|&pit| board[pit] == 0).collect()
}
