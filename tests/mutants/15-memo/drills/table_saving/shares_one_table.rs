//! Mistake: counts the calls of `memo_negamax` by running it twice on one table, so the second run, the one counted, finds everything in the table.
use ayoayo::search::{GameTree, Table};

pub fn table_saving<G: GameTree>(position: G, depth: u32) -> (u64, u64) {
    fn entered<G: GameTree>(position: G, depth: u32) -> u64 {
        let moves = position.moves();
        if depth == 0 || moves.is_empty() {
            return 1;
        }
        1 + moves
            .into_iter()
            .map(|pit| entered(position.after(pit), depth - 1))
            .sum::<u64>()
    }
    let mut table = Table::new();
    memo_negamax(position, depth, &mut table, &mut |_| {});
    let mut worked_out = 0;
    memo_negamax(position, depth, &mut table, &mut |_| worked_out += 1);
    (entered(position, depth), worked_out)
}
