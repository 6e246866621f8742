//! Mistake: adds up the pits the list holds instead of counting them.
pub fn move_count(moves: &Moves) -> usize {
    match moves {
        Moves::End => 0,
        Moves::Then(pit, rest) => pit + move_count(rest),
    }
}
