//! Style: an iterator chain, every second move from the second (`skip(1)` then `step_by(2)`),
//! where the model answer recurses through `south_moves`. North's moves are moves 2, 4, 6, ...
use ayoayo::Pit;

pub fn north_moves(moves: &[Pit]) -> Vec<Pit> {
    moves.iter().copied().skip(1).step_by(2).collect()
}
