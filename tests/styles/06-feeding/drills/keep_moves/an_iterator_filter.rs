//! Style: an iterator chain, `filter` then `collect`, where the model answer writes the
//! filter out as recursion with three arms. `filter` keeps the moves in their order.
use ayoayo::Pit;

pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    moves.iter().copied().filter(|&pit| keep(pit)).collect()
}
