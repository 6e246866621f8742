//! Mistake: the base case counts `End` as a move, so every list counts one too many.
pub fn move_count(moves: &Moves) -> usize {
    match moves {
        Moves::End => 1,
        Moves::Then(_, rest) => 1 + move_count(rest),
    }
}
