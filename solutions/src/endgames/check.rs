//! The database's independent check: the same value by plain search over whole positions, with
//! the history of the game since its last capture, as the rules are stated. No index, no
//! layers, no board turned round, no fixed point: slow, and only for few stones.

use std::collections::HashMap;

use crate::Player;
use crate::oware::{self, Position};

use super::own_side;

// ANCHOR: value_by_search
/// The value of `position` for the player to move, by exhaustive search: `low` and `high` are
/// the shares the mover can force when a repetition gives them nothing and everything; the
/// value is their own stones held between the two. Stores are ignored.
pub fn value_by_search(position: Position) -> u8 {
    value_remembering(position, &mut HashMap::new())
}

/// [`value_by_search`], remembering in `fresh` the value of every game a capture starts: such
/// a game has no history, so its value is the same wherever it is met.
fn value_remembering(position: Position, fresh: &mut HashMap<Position, u8>) -> u8 {
    let position = Position {
        stores: [0, 0],
        ..position
    };
    let me = position.to_move;
    if let Some(&value) = fresh.get(&position) {
        return value;
    }
    let all: u8 = position.houses.iter().sum();
    let low = share(position, me, 0, &mut Vec::new(), (0, all), fresh);
    let high = share(position, me, all, &mut Vec::new(), (0, all), fresh);
    let value = own_side(position.houses, me).clamp(low, high);
    fresh.insert(position, value);
    value
}

/// The share of the stones on the board that `me` ends with from `position`, both sides playing
/// their best, where a position seen before since the last capture (`seen`) ends the game with
/// `repeated` stones for `me`. Only shares within `window` matter to the caller: a side stops
/// looking at its moves once one reaches past the window (alpha-beta pruning), which keeps the
/// search over every path of the game affordable for a few stones.
fn share(
    position: Position,
    me: Player,
    repeated: u8,
    seen: &mut Vec<Position>,
    window: (u8, u8),
    fresh: &mut HashMap<Position, u8>,
) -> u8 {
    let all: u8 = position.houses.iter().sum();
    let moves = oware::legal_moves(position);
    if moves.is_empty() {
        return own_side(position.houses, me);
    }
    let mine = position.to_move == me;
    let (mut alpha, mut beta) = window;
    let mut best = None;
    for pit in moves {
        let next = oware::play(position, pit).expect("a legal move");
        let taken = next.stores[position.to_move as usize];
        let next = Position {
            stores: [0, 0],
            ..next
        };
        let value = if taken > 0 {
            // A capture starts a fresh game with fewer stones and no history.
            let theirs = value_remembering(next, fresh);
            if mine { all - theirs } else { theirs }
        } else if next == position || seen.contains(&next) {
            repeated
        } else {
            seen.push(position);
            let value = share(next, me, repeated, seen, (alpha, beta), fresh);
            seen.pop();
            value
        };
        if mine {
            best = best.max(Some(value));
            alpha = alpha.max(value);
        } else {
            best = Some(best.map_or(value, |best: u8| best.min(value)));
            beta = beta.min(value);
        }
        if alpha >= beta {
            break;
        }
    }
    best.expect("a move at least")
}
// ANCHOR_END: value_by_search
