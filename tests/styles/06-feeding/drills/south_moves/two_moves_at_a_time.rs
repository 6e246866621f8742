//! Style: recursion on itself, two moves at a time (South's, then North's), where the model
//! answer hands the rest to `north_moves` one move at a time.
//!
//! Correct because the record from South's first move on goes South, North, South, ...: the
//! first of each pair is South's, and the rest after a pair again begins with South's. A lone
//! last move is South's too, so it is kept; no moves, none.
use ayoayo::Pit;

pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [only] => vec![*only],
        [south, _, rest @ ..] => [vec![*south], south_moves(rest)].concat(),
    }
}
