//! Mistake: adds one for each child as well as the one each child counts for itself, so every
//! node below the root is counted twice.
use ayoayo::search::GameTree;

pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    1 + position
        .moves()
        .into_iter()
        .map(|pit| 1 + nodes(position.after(pit), below))
        .sum::<u64>()
}
