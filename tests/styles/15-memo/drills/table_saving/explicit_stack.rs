//! Style: negamax's positions counted with a loop over an explicit stack, where the reference
//! recurses; and the positions `memo_negamax` works out collected by the `visit` closure into a
//! `Vec`, then counted.
//!
//! Correct because each position taken off the stack is one that plain negamax enters, and it
//! puts its children on the stack only when it is not a leaf (depth left and moves to play): so
//! every arrival is counted, repeated positions once per arrival. `memo_negamax` starts from an
//! empty table of its own, and calls `visit` once for each position it works out.
use ayoayo::search::{GameTree, Table};

pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    let mut entered = 0;
    let mut stack = vec![(position, depth)];
    while let Some((at, left)) = stack.pop() {
        entered += 1;
        if left > 0 {
            stack.extend(at.moves().into_iter().map(|pit| (at.after(pit), left - 1)));
        }
    }
    let mut worked_out = Vec::new();
    memo_negamax(position, depth, &mut Table::new(), &mut |at: &G| {
        worked_out.push(*at)
    });
    (entered, worked_out.len() as u64)
}
