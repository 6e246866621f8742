//! Style: `Iterator::scan`, whose state is the count so far, where the model answer recurses:
//! each pit adds its stones to the state and gives out the new count. There is one count a pit,
//! the first after the first pit's stones, and a count stops at 255. A pit off the board holds
//! none.
use ayoayo::{Board, Pit};

pub fn running_counts(board: Board, pits: &[Pit], counted: u8) -> Vec<u8> {
    pits.iter()
        .scan(counted, |count, &pit| {
            *count = count.saturating_add(board.get(pit).copied().unwrap_or(0));
            Some(*count)
        })
        .collect()
}
