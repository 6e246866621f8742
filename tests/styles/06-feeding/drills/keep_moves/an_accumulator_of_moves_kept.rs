//! Style: a tail-recursive helper that carries the moves kept so far in a vector and pushes
//! each move kept onto its end, where the model answer joins the first move to the answer for
//! the rest on the way back up.
//!
//! Correct because the moves are looked at from first to last, and a move kept goes after
//! those kept before it, so the order is kept. When no moves are left, the moves kept are the
//! answer.
use ayoayo::Pit;

pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    fn kept_from(moves: &[Pit], keep: &impl Fn(Pit) -> bool, mut kept: Vec<Pit>) -> Vec<Pit> {
        match moves {
            [] => kept,
            [first, rest @ ..] => {
                if keep(*first) {
                    kept.push(*first);
                }
                kept_from(rest, keep, kept)
            }
        }
    }
    kept_from(moves, keep, Vec::new())
}
