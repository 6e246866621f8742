//! Mistake: skips the pit being sown from, not the pit where the move began.
use ayoayo::{Board, Pit, distribute, next_pit, scoop};

pub fn sow(board: Board, _skip: Pit, from: Pit) -> (Board, Pit) {
    let (scooped, in_hand) = scoop(board, from);
    distribute(scooped, from, next_pit(from), in_hand)
}
