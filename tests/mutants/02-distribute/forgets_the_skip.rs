//! Mistake: never skips the origin pit.
use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, _skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let mut after = board;
    after[pit] += 1;
    if in_hand == 1 {
        (after, pit)
    } else {
        distribute(after, _skip, next_pit(pit), in_hand - 1)
    }
}
