//! Mistake: empties the pit first, then counts what is left in it (always nothing).
use ayoayo::{Board, Pit};

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[pit] = 0;
    (after, after[pit])
}
