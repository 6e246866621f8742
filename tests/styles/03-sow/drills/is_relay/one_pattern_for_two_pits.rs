//! Style: one `match` on the slice whose first arm needs two pits, `[first, next, ..]`, with the
//! rest handed on as `&pits[1..]`, where the model answer takes the first pit and the rest,
//! then the next pit, with two `let ... else`.
//!
//! Correct because every list of fewer than two pits falls to the second arm, which claims
//! nothing, and a longer one is a relay when its first sowing ends among other stones in the
//! next pit and the list from the next pit on is a relay on the board that sowing left.
use ayoayo::{Board, Pit};

pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    match pits {
        [first, next, ..] => {
            let (after, last) = sow(board, skip, *first);
            last == *next
                && after.get(last).is_some_and(|&stones| stones > 1)
                && is_relay(after, skip, &pits[1..])
        }
        _ => true,
    }
}
