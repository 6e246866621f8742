//! Mistake: hands the rest to `south_moves` instead of `north_moves`, as if South made every
//! move, so North's moves are kept too.
use ayoayo::Pit;

pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] => [vec![*first], south_moves(rest)].concat(),
    }
}
