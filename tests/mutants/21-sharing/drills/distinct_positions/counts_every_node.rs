//! Mistake: counts one for each node and adds up the children's counts, so a position reached
//! by two orders of moves counts twice: the tree's size.
use ayoayo::search::GameTree;
use ayoayo::tree::Tree;

pub fn distinct_positions<G: GameTree>(tree: &Tree<G>) -> usize {
    1 + tree.children.iter().map(distinct_positions).sum::<usize>()
}
