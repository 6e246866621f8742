//! Style: an iterator chain, every second move from the first (`step_by(2)`), where the model
//! answer recurses through `north_moves`. South's moves are moves 1, 3, 5, ... of the record.
use ayoayo::Pit;

pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    moves.iter().copied().step_by(2).collect()
}
