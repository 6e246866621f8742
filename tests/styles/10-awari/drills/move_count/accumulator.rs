//! Style: tail recursion with an accumulator: a helper carries the moves counted so far down
//! the list and answers it at `End`, where the reference adds one on the way back up.
//!
//! Correct because each `Then` passed adds one to the count and hands the rest of the list on,
//! so at `End` the count is the number of `Then`s, starting from 0 for the whole list.
pub fn move_count(moves: &Moves) -> usize {
    fn counted(moves: &Moves, so_far: usize) -> usize {
        match moves {
            Moves::End => so_far,
            Moves::Then(_, rest) => counted(rest, so_far + 1),
        }
    }
    counted(moves, 0)
}
