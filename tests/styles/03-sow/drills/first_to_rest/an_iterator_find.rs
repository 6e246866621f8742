//! Style: `Iterator::find` over the pits, where the model answer writes the search out as
//! first-and-rest recursion. `find` stops at the first pit that answers, as the recursion does.
use ayoayo::{Board, Pit};

pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    pits.iter().copied().find(|&pit| {
        let (after, last) = sow(board, pit, pit);
        after.get(last) == Some(&1)
    })
}
