//! Mistake: plays each move on the position it was given, never passing the new position on.
use ayoayo::IllegalMove;
use ayoayo::awari::{Position, play};

pub fn replay(position: Position, moves: &Moves) -> Result<Position, IllegalMove> {
    match moves {
        Moves::End => Ok(position),
        Moves::Then(pit, rest) => {
            let _after = play(position, *pit)?;
            replay(position, rest)
        }
    }
}
