//! Mistake: hands over the pit's stones but forgets to empty the pit.
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    (board, board[pit])
}
