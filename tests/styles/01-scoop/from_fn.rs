//! Style: a new board built pit by pit with `std::array::from_fn`, never a copy changed in
//! place. Correct because every pit but `pit` keeps its stones, `pit` gets none, and the hand
//! is what `pit` held, read with `get` so that a pit off the board gives nothing.
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let emptied = std::array::from_fn(|each| if each == pit { 0 } else { board[each] });
    (emptied, board.get(pit).copied().unwrap_or(0))
}
