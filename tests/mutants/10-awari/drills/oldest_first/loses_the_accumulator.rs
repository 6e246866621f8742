//! Mistake: the base case answers `End` instead of what was turned round so far, so every
//! move is lost.
pub fn oldest_first(record: &Moves) -> Moves {
    onto(record, Moves::End)
}

fn onto(moves: &Moves, turned: Moves) -> Moves {
    match moves {
        Moves::End => Moves::End,
        Moves::Then(pit, rest) => onto(rest, Moves::Then(*pit, Box::new(turned))),
    }
}
