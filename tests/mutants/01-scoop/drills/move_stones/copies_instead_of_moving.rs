//! Mistake: adds the stones of `from` to `to` but leaves them in `from` too, so stones are made.
use ayoayo::{Board, PITS, Pit};

pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    if from == to || from >= PITS || to >= PITS {
        return board;
    }
    add_stones(board, to, board[from])
}
