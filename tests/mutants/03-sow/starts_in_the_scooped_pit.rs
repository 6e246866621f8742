//! Mistake: starts dropping stones into the pit just scooped instead of the one after it.
use ayoayo::{Board, Pit, distribute, scoop};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    distribute(scooped, skip, from, in_hand)
}
