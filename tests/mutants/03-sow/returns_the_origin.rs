//! Mistake: returns the pit it sowed from instead of the pit that got the last stone.
use ayoayo::{Board, Pit, distribute, next_pit, scoop};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    let (after, _last) = distribute(scooped, skip, next_pit(from), in_hand);
    (after, from)
}
