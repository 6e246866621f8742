//! Mistake: goes round the board the wrong way (decreasing pit numbers).
use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 11) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    if pit == skip {
        return distribute(board, skip, next_pit(pit), in_hand);
    }
    let mut after = board;
    after[pit] += 1;
    if in_hand == 1 {
        (after, pit)
    } else {
        distribute(after, skip, next_pit(pit), in_hand - 1)
    }
}
