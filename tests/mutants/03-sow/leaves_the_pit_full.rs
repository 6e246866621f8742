//! Mistake: distributes the stones without scooping them out of the pit.
use ayoayo::{Board, Pit, distribute, next_pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    distribute(board, skip, next_pit(from), board[from])
}
