//! Mistake: keys the table by the position alone (depth 0 for all), so a shallow value answers a deep search.
use ayoayo::search::{GameTree, Table};

pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    if let Some(&value) = table.get(&(position, 0)) {
        return value;
    }
    visit(&position);
    let moves = position.moves();
    let value = if depth == 0 || moves.is_empty() {
        position.store_difference()
    } else {
        moves
            .into_iter()
            .map(|pit| {
                let child = position.after(pit);
                let value = memo_negamax(child, depth - 1, table, visit);
                if child.to_move() == position.to_move() {
                    value
                } else {
                    -value
                }
            })
            .max()
            .unwrap_or_default()
    };
    table.insert((position, 0), value);
    value
}
