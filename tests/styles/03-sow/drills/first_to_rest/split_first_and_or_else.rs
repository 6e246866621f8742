//! Style: recursion through `split_first` and `Option`'s combinators, with no slice pattern and
//! no helper: `and_then` takes the first pit and the rest, `filter` keeps the first pit if its
//! sowing comes to rest, and `or_else` searches the rest only when it does not.
//!
//! Correct because `or_else` runs the search of the rest only when the first pit is no answer,
//! so the first pit that comes to rest is the one found. A pit comes to rest when its sowing,
//! skipping itself, leaves exactly one stone in the pit it ends in; an empty pit ends where it
//! is with none, and a pit off the board ends off it, where `get` finds nothing.
use ayoayo::{Board, Pit};

pub fn first_to_rest(board: Board, pits: &[Pit]) -> Option<Pit> {
    pits.split_first().and_then(|(&first, rest)| {
        Some(first)
            .filter(|&pit| {
                let (after, last) = sow(board, pit, pit);
                after.get(last) == Some(&1)
            })
            .or_else(|| first_to_rest(board, rest))
    })
}
