//! Mistake: negates a child's value after an extra move too, as if the opponent moved.
use ayoayo::search::{GameTree, Table};

pub fn memo_negamax<G: GameTree>(
    position: G,
    depth: u32,
    table: &mut Table<G>,
    visit: &mut impl FnMut(&G),
) -> i32 {
    if let Some(&value) = table.get(&(position, depth)) {
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
                -value
            })
            .max()
            .unwrap_or_default()
    };
    table.insert((position, depth), value);
    value
}
