//! Mistake: the pit to skip is skipped only the first time the sowing reaches it, so a hand that
//! laps the board twice drops a stone into it on the second lap.
use ayoayo::{Board, Pit};

pub fn sow(board: Board, skip: Pit, from: Pit) -> (Board, Pit) {
    let mut board = board;
    let mut hand = board[from];
    board[from] = 0;
    let mut pit = from;
    let mut skipped = false;
    while hand > 0 {
        pit = (pit + 1) % 12;
        if pit == skip && !skipped {
            skipped = true;
            continue;
        }
        board[pit] += 1;
        hand -= 1;
    }
    (board, pit)
}
