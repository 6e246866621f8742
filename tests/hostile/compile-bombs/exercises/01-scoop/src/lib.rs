//! Hostile submission: a macro that doubles its tokens at every step, so the compiler's memory
//! doubles too, long before the macro recursion limit: it would take the grading machine's
//! memory while the class's build waits. The answer itself is right.

use ayoayo::{Board, Pit};

macro_rules! double {
    (@ $($tokens:tt)*) => { double!($($tokens)* $($tokens)*); };
    ($($tokens:tt)*) => { double!(@ $($tokens)* $($tokens)*); };
}

double!(stone);

pub fn scoop(board: Board, pit: Pit) -> (Board, u8) {
    let mut after = board;
    after[pit] = 0;
    (after, board[pit])
}
