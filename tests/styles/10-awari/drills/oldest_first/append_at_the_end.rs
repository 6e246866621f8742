//! Style: recursion without an accumulator: the rest of the record turned round first, then the
//! first move put at its end by a second recursive function, `appended`. It costs a walk down
//! the turned list for each move, so it takes time in the square of the record's length where
//! the reference is linear; a record is a game's few dozen half moves.
//!
//! Correct because the first move of a record kept newest first is the newest, which belongs
//! last in the game's order, after every older move; and `appended` rebuilds the list it is
//! given with the move put in place of its `End`.
pub fn oldest_first(record: &Moves) -> Moves {
    match record {
        Moves::End => Moves::End,
        Moves::Then(pit, rest) => appended(oldest_first(rest), *pit),
    }
}

/// `moves` with `pit` put after its last move.
fn appended(moves: Moves, pit: usize) -> Moves {
    match moves {
        Moves::End => Moves::Then(pit, Box::new(Moves::End)),
        Moves::Then(first, rest) => Moves::Then(first, Box::new(appended(*rest, pit))),
    }
}
