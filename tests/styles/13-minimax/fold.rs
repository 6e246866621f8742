//! Style: folds. `negamax` folds the values of the moves into the largest, turning each
//! child's value to the mover's point of view; `best_moves` folds the valued moves into the
//! best value so far and the moves that reach it.
//!
//! Correct because a fold started at `i32::MIN` over at least one value is its maximum, and a
//! child's value is negated exactly when the other player moves there (after an extra move
//! the same player moves again, so it is kept). The second fold starts a new list at every
//! better value and adds to it at every equal one, so it keeps every best move in order.
use ayoayo::Pit;
use ayoayo::search::GameTree;

/// The value of the move `pit` for the player to move at `position`.
fn move_value<G: GameTree>(position: G, pit: Pit, depth: u32) -> i32 {
    let child = position.after(pit);
    let value = negamax(child, depth);
    if child.to_move() == position.to_move() {
        value
    } else {
        -value
    }
}

pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        return position.store_difference();
    }
    moves.into_iter().fold(i32::MIN, |best, pit| {
        best.max(move_value(position, pit, depth - 1))
    })
}

pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let below = depth.saturating_sub(1);
    let (_, best) =
        position
            .moves()
            .into_iter()
            .fold(
                (i32::MIN, Vec::new()),
                |(most, mut best), pit| match move_value(position, pit, below) {
                    value if value > most => (value, vec![pit]),
                    value if value == most => {
                        best.push(pit);
                        (most, best)
                    }
                    _ => (most, best),
                },
            );
    best
}
