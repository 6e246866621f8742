//! Mistake: joins the first move after the answer for the rest, so the moves kept come out in
//! reverse order.
use ayoayo::Pit;

pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] if keep(*first) => [keep_moves(rest, keep), vec![*first]].concat(),
        [_, rest @ ..] => keep_moves(rest, keep),
    }
}
