//! Mistake: puts each move in front of the rest of the record rather than in front of the
//! accumulator, so the list comes back in the order it was.
pub fn oldest_first(record: &Moves) -> Moves {
    onto(record, Moves::End)
}

fn onto(moves: &Moves, turned: Moves) -> Moves {
    match moves {
        Moves::End => turned,
        Moves::Then(pit, rest) => Moves::Then(*pit, Box::new(onto(rest, turned))),
    }
}
