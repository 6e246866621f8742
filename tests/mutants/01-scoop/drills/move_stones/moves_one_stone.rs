//! Mistake: moves one stone, as if sowing, instead of every stone of the pit.
use ayoayo::{Board, PITS, Pit};

pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    if from == to || from >= PITS || to >= PITS || board[from] == 0 {
        return board;
    }
    let mut after = board;
    after[from] -= 1;
    add_stones(after, to, 1)
}
