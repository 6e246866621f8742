//! Mistake: stops looking at the first pit that holds stones, so later empty pits are missed.
use ayoayo::{Board, PITS, Pit};

pub fn empty_pits(board: Board) -> Vec<Pit> {
    (0..PITS).take_while(|&pit| board[pit] == 0).collect()
}
