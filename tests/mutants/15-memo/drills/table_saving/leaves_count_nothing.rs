//! Mistake: a leaf counts 0 instead of 1, so only the positions searched below are counted, not the leaves negamax enters and scores.
use ayoayo::search::{GameTree, Table};

pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    fn entered<G: GameTree>(position: G, depth: u32) -> u64 {
        let moves = position.moves();
        if depth == 0 || moves.is_empty() {
            return 0;
        }
        1 + moves
            .into_iter()
            .map(|pit| entered(position.after(pit), depth - 1))
            .sum::<u64>()
    }
    let mut worked_out = 0;
    memo_negamax(position, depth, &mut Table::new(), &mut |_| worked_out += 1);
    (entered(position, depth), worked_out)
}
