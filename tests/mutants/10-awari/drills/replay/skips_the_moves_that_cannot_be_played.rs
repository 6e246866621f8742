//! Mistake: a move that cannot be played is skipped and the rest played on, instead of stopping
//! with its error.
use ayoayo::IllegalMove;
use ayoayo::awari::{Position, play};

pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    match moves {
        Moves::End => Ok(position),
        Moves::Then(pit, rest) => replay(play(position, *pit).unwrap_or(position), rest),
    }
}
