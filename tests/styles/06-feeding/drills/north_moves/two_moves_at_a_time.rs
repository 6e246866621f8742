//! Style: recursion on itself, two moves at a time (South's, then North's), where the model
//! answer drops South's move and hands the rest to `south_moves`.
//!
//! Correct because the record goes South, North, South, ...: the second of each pair is
//! North's, and the rest after a pair again begins with South's. Fewer than two moves hold no
//! move of North's.
use ayoayo::Pit;

pub fn north_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [_, north, rest @ ..] => [vec![*north], north_moves(rest)].concat(),
        _ => Vec::new(),
    }
}
