//! Mistake: the guard is the wrong way round, keeping the moves `keep` says no to.
use ayoayo::Pit;

pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] if !keep(*first) => [vec![*first], keep_moves(rest, keep)].concat(),
        [_, rest @ ..] => keep_moves(rest, keep),
    }
}
