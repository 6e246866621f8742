//! Mistake: counts the first move and never recurses on the rest of the list.
pub fn move_count(moves: &Moves) -> usize {
    match moves {
        Moves::End => 0,
        Moves::Then(_, _) => 1,
    }
}
