//! Mistake: copies `south_moves`'s shape and keeps the first move, which is South's.
use ayoayo::Pit;

pub fn north_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] => [vec![*first], south_moves(rest)].concat(),
    }
}
