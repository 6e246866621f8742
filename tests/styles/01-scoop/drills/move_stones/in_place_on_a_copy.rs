//! Style: both pits changed on one copy, without `scoop` or `add_stones`.
use ayoayo::{Board, PITS, Pit};

pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    let mut after = board;
    if from != to && from < PITS && to < PITS {
        after[to] = after[to].saturating_add(after[from]);
        after[from] = 0;
    }
    after
}
