//! Mistake: a finished game counts 0, as it does for perft, though it is still a node of the
//! tree.
use ayoayo::search::GameTree;

pub fn nodes<G: GameTree>(position: G, depth: u32) -> u64 {
    let moves = position.moves();
    if depth > 0 && moves.is_empty() {
        return 0;
    }
    let Some(below) = depth.checked_sub(1) else {
        return 1;
    };
    1 + moves
        .into_iter()
        .map(|pit| nodes(position.after(pit), below))
        .sum::<u64>()
}
