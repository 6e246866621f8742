//! Mistake: forgets to count each node itself, so it counts only the nodes at the full depth:
//! perft.
use ayoayo::search::GameTree;

pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    position
        .moves()
        .into_iter()
        .map(|pit| nodes(position.after(pit), below))
        .sum()
}
