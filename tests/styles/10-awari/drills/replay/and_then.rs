//! Style: the `Result` chained with `and_then` instead of the `?` operator: the rest of the list
//! is replayed inside the closure that receives the position the first move leaves.
//!
//! Correct because `and_then` runs its closure only on `Ok`, so an illegal move's error is the
//! answer as it is and the moves after it are never played; on `Ok` the rest is replayed from
//! the new position, not from the one given.
use ayoayo::IllegalMove;
use ayoayo::awari::{Position, play};

pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    match moves {
        Moves::End => Ok(position),
        Moves::Then(pit, rest) => play(position, *pit).and_then(|after| replay(after, rest)),
    }
}
