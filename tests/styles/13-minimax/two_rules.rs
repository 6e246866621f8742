//! Style: minimax with a fixed point of view instead of negamax. The search remembers who
//! *me* is (the player to move at the root): at my moves it takes the largest value, at the
//! opponent's the smallest, and every leaf is scored for me. `best_moves` keeps a running best
//! and the moves that tie it in a loop.
//!
//! Correct because negamax is this minimax with the values negated at the opponent's turns:
//! both give the player to move the best store difference that best play reaches. Extra moves
//! need no special case here, as the player to move is asked at every position.
use ayoayo::search::GameTree;
use ayoayo::{Pit, Player};

/// The value of `position` for `me`, `depth` moves ahead.
fn value_for<G: GameTree>(position: G, depth: u32, me: Player) -> i32 {
    let moves = position.moves();
    if depth == 0 || moves.is_empty() {
        let difference = position.store_difference();
        return if position.to_move() == me {
            difference
        } else {
            -difference
        };
    }
    let values = moves
        .into_iter()
        .map(|pit| value_for(position.after(pit), depth - 1, me));
    let best = if position.to_move() == me {
        values.max()
    } else {
        values.min()
    };
    best.expect("a position with moves has a best one")
}

pub fn negamax<G: GameTree>(position: G, depth: u32) -> i32 {
    value_for(position, depth, position.to_move())
}

pub fn best_moves<G: GameTree>(position: G, depth: u32) -> Vec<Pit> {
    let me = position.to_move();
    let mut best = Vec::new();
    let mut best_value = i32::MIN;
    for pit in position.moves() {
        let value = value_for(position.after(pit), depth.max(1) - 1, me);
        if value > best_value {
            (best, best_value) = (vec![pit], value);
        } else if value == best_value {
            best.push(pit);
        }
    }
    best
}
