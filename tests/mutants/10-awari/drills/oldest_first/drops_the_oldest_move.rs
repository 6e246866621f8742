//! Mistake: stops one move early, at the last `Then`, so the oldest move never reaches the
//! front.
pub fn oldest_first(record: &Moves) -> Moves {
    onto(record, Moves::End)
}

fn onto(moves: &Moves, turned: Moves) -> Moves {
    match moves {
        Moves::End => turned,
        Moves::Then(_, rest) if **rest == Moves::End => turned,
        Moves::Then(pit, rest) => onto(rest, Moves::Then(*pit, Box::new(turned))),
    }
}
