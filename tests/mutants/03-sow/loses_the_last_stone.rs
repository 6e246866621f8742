//! Mistake: keeps one stone back in the hand (an off-by-one in the count).
use ayoayo::{Board, Pit, distribute, next_pit, scoop};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    if in_hand > 1 {
        distribute(scooped, skip, next_pit(from), in_hand - 1)
    } else {
        (scooped, from)
    }
}
