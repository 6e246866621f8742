//! Mistake: stops a move early, taking depth 1 for a leaf: `depth <= 1` where `depth == 0`
//! was meant, so the tree is one level short.
use ayoayo::search::GameTree;

pub use ayoayo::tree::{size, height, leaves, fringe, fold_tree, map_tree, negamax_fold};

pub fn grow<G: GameTree>(position: G, depth: u32) -> Tree<G> {
    let children = if depth <= 1 {
        Vec::new()
    } else {
        position
            .moves()
            .into_iter()
            .map(|pit| grow(position.after(pit), depth - 1))
            .collect()
    };
    Tree { position, children }
}
