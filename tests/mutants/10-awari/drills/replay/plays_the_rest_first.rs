//! Mistake: recurses on the rest of the list first and plays the first move last, so the moves
//! are played newest first.
use ayoayo::IllegalMove;
use ayoayo::awari::{Position, play};

pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    match moves {
        Moves::End => Ok(position),
        Moves::Then(pit, rest) => play(replay(position, rest)?, *pit),
    }
}
