//! Mistake: checks for the skipped pit once, at the start, so later laps sow into it.
use ayoayo::{Board, Pit};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let start = if pit == skip { next_pit(pit) } else { pit };
    drop_all(board, start, in_hand)
}

fn drop_all(board: Board, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let mut after = board;
    after[pit] += 1;
    if in_hand == 1 {
        (after, pit)
    } else {
        drop_all(after, next_pit(pit), in_hand - 1)
    }
}
