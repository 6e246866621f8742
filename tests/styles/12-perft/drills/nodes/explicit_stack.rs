//! Style: a loop over an explicit stack of the positions still to count, each with the depth
//! left below it, where the reference recurses.
//!
//! Correct because every position taken off the stack is counted once, and it puts its
//! children on the stack only when it has depth left: so each node of the tree down to `depth`
//! moves, the root included, is counted exactly once, and a finished game or a position at
//! depth 0 counts itself alone.
use ayoayo::search::GameTree;

pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    let mut count = 0;
    let mut stack = vec![(position, depth)];
    while let Some((at, left)) = stack.pop() {
        count += 1;
        if left > 0 {
            stack.extend(at.moves().into_iter().map(|pit| (at.after(pit), left - 1)));
        }
    }
    count
}
