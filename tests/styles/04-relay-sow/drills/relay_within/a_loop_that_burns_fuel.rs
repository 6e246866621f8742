//! Style: a `for` loop over the fuel, one sowing a turn, where the model answer recurses with
//! the fuel as the shrinking count. The loop ends by itself after `fuel` sowings, so a relay
//! that never ends gives `None` once they are spent.
//!
//! Correct because each turn makes the next sowing of the relay, from the pit the last one
//! ended in, always skipping `start`, and answers as soon as a sowing ends in a pit that was
//! empty (it now holds the one stone). An empty or off-board `start` has nothing to sow, so it
//! is at rest at once, even with no fuel.
use ayoayo::{Board, PITS, Pit, sow};

pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    if start >= PITS || board[start] == 0 {
        return Some((board, start));
    }
    let (mut board, mut from) = (board, start);
    for _ in 0..fuel {
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            return Some((after, last));
        }
        (board, from) = (after, last);
    }
    None
}
