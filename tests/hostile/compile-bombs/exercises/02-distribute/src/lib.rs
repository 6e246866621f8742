//! Hostile submission: a constant whose evaluation never ends, with the lint that would stop the
//! compiler after a while allowed, so the class's build never finishes.

#![allow(long_running_const_eval)]

use ayoayo::{Board, Pit};

const NEVER: u64 = {
    let mut turns = 0u64;
    while turns < u64::MAX {
        turns = turns.wrapping_add(2);
    }
    turns
};

pub fn next_pit(pit: Pit) -> Pit {
    (pit + 1) % 12 + (NEVER as usize) * 0
}

pub fn distribute(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> (Board, Pit) {
    let _ = (skip, in_hand);
    (board, pit)
}
