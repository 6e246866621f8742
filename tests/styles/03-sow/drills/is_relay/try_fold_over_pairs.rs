//! Style: `try_fold` over the pairs of pits next to each other (`windows(2)`), carrying the
//! board, where the model answer recurses on the slice. A pair that does not relay stops the
//! fold with `None`.
//!
//! Correct because each pair is a sowing and the pit said to come after it: the fold sows the
//! first of the pair on the board the sowings before left, and goes on only if the sowing ends
//! in the second pit, which then holds more than one stone. A list of one pit, or none, has no
//! pairs, so the fold goes through and the answer is `true`.
use ayoayo::{Board, Pit};

pub fn is_relay(board: Board, skip: Pit, pits: &[Pit]) -> bool {
    pits.windows(2)
        .try_fold(board, |board, pair| {
            let (after, last) = sow(board, skip, pair[0]);
            let relays = last == pair[1] && after.get(last).is_some_and(|&stones| stones > 1);
            relays.then_some(after)
        })
        .is_some()
}
