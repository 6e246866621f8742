//! Style: a `while` loop with the board, the pit and the hand as mutable locals, instead of
//! the recursion the page teaches. Correct because each turn of the loop is one recursive
//! call of the page's version: pass over `skip`, drop a stone, remember where it fell, move on;
//! it stops when the hand is empty, so the last pit remembered is where the last stone fell.
use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    if pit >= 11 { 0 } else { pit + 1 }
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if in_hand == 0 || pit >= 12 {
        return (board, pit);
    }
    let (mut board, mut pit, mut hand, mut last) = (board, pit, in_hand, pit);
    while hand > 0 {
        if pit != skip {
            board[pit] = board[pit].saturating_add(1);
            last = pit;
            hand -= 1;
        }
        pit = next_pit(pit);
    }
    (board, last)
}
