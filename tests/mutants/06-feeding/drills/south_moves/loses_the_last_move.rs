//! Mistake: takes the moves two at a time and gives nothing for a lone last move, so a record
//! that ends with South's move loses it.
use ayoayo::Pit;

pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] | [_] => Vec::new(),
        [first, _, rest @ ..] => [vec![*first], south_moves(rest)].concat(),
    }
}
