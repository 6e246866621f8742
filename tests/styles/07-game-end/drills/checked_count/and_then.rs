//! Style: recursion whose step is `checked_add(...).and_then(...)`, where the model answer
//! uses `?` and a `let`: the recursive call for the rest is made only when the count so far
//! fits, and a `None` is the answer as it is.
//!
//! Correct because `and_then` on `None` gives `None` without calling the closure, exactly as
//! `?` returns it, and on `Some(count)` hands that count on to the rest, in tail position.
use ayoayo::{Board, Pit};

pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    match pits {
        [] => Some(counted),
        [first, rest @ ..] => counted
            .checked_add(board.get(*first).copied().unwrap_or(0))
            .and_then(|counted| checked_count(board, rest, counted)),
    }
}
