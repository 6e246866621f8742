//! An honest chapter 1 that deleted the stub's optional challenges: the chapter's tests name
//! them, yet a right answer to the chapter must not be graded as not compiling.

use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let emptied = std::array::from_fn(|each| if each == pit { 0 } else { board[each] });
    (emptied, board.get(pit).copied().unwrap_or(0))
}
