//! Mistake: counts the leaves negamax reaches (a perft), not every position it enters.
use ayoayo::search::{GameTree, Table};

pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    fn leaves<G: GameTree>(position: G, depth: u32) -> u64 {
        let moves = position.moves();
        if depth == 0 || moves.is_empty() {
            return 1;
        }
        moves
            .into_iter()
            .map(|pit| leaves(position.after(pit), depth - 1))
            .sum()
    }
    let mut worked_out = 0;
    memo_negamax(position, depth, &mut Table::new(), &mut |_| worked_out += 1);
    (leaves(position, depth), worked_out)
}
