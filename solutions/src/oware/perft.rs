//! Chapter 12: Oware's perft, fast. The same count as [`search::perft`](crate::search::perft)
//! over [`oware::legal_moves`](super::legal_moves) and [`oware::play`](super::play), with the
//! three things that made that one slow taken out: a `Vec` of moves at every node, the check
//! of every move's legality again in `play`, and a sowing that drops one stone at a time
//! through the toolkit's general fold.

use super::Position;
use crate::{Board, Pit, STONES, has_stones};

// ANCHOR: sow_by_laps
/// [`sow_skipping_origin`](super::sow_skipping_origin) computed lap by lap instead of stone by
/// stone: a hand of `h` stones goes round the eleven other pits `h / 11` times, and the first
/// `h % 11` pits after the origin get one more. The last stone lands `(h - 1) % 11 + 1` pits on.
fn sow_by_laps(houses: Board, pit: Pit) -> (Board, Pit) {
    let hand = usize::from(houses[pit]);
    let (laps, rest) = (hand / 11, hand % 11);
    let mut after = houses;
    after[pit] = 0;
    for step in 1..12 {
        let stones = laps + usize::from(step <= rest);
        let here = &mut after[(pit + step) % 12];
        *here = here.saturating_add(u8::try_from(stones).unwrap_or(u8::MAX));
    }
    (after, (pit + (hand - 1) % 11 + 1) % 12)
}
// ANCHOR_END: sow_by_laps

// ANCHOR: children
/// The positions after each legal move of `position`, in increasing pit order, as
/// [`oware::play`](super::play) makes them, without a `Vec` and with each move made once.
fn children(position: Position) -> impl Iterator<Item = Position> {
    let Position {
        houses,
        stores,
        to_move,
    } = position;
    let decided = decided(position);
    let opponent = to_move.other();
    let must_feed = !has_stones(houses, opponent);
    let first = to_move as usize * 6;
    (first..first + 6)
        .filter(move |&pit| !decided && houses[pit] > 0)
        .map(move |pit| {
            let (sown, last) = sow_by_laps(houses, pit);
            let (captured, taken) = super::capture_chain(sown, to_move, last);
            let grand_slam = taken > 0 && !has_stones(captured, opponent);
            let (houses, taken) = if grand_slam {
                (sown, 0)
            } else {
                (captured, taken)
            };
            let mut stores = stores;
            stores[to_move as usize] = stores[to_move as usize].saturating_add(taken);
            Position {
                houses,
                stores,
                to_move: opponent,
            }
        })
        .filter(move |next| !must_feed || has_stones(next.houses, opponent))
}
// ANCHOR_END: children

// ANCHOR: perft
/// How many sequences of `depth` legal moves can be played from `position`: the count of
/// [`search::perft`](crate::search::perft), by the same recursion over [`children`], except
/// that the last level's positions are counted without being made ([`move_count`]).
///
/// ```
/// use ayoayo::oware::{perft, OPENING};
/// assert_eq!(perft(OPENING, 2), 36);
/// ```
pub fn perft(position: Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => move_count(position),
        _ => children(position).map(|next| perft(next, depth - 1)).sum(),
    }
}

/// How many legal moves `position` has. While the opponent has stones, every non-empty pit of
/// the player to move is one, so nothing need be sown; only feeding needs each move made.
fn move_count(position: Position) -> u64 {
    let Position {
        houses, to_move, ..
    } = position;
    if decided(position) || !has_stones(houses, to_move.other()) {
        return children(position).count() as u64;
    }
    let first = to_move as usize * 6;
    houses[first..first + 6]
        .iter()
        .filter(|&&stones| stones > 0)
        .count() as u64
}

/// Whether a store holds more than half the stones: the game is decided, no move is left.
fn decided(position: Position) -> bool {
    position
        .stores
        .iter()
        .any(|&store| u32::from(store) > STONES / 2)
}
// ANCHOR_END: perft

// ANCHOR: parallel_perft
/// [`perft`] on every core: the subtrees of the top levels are counted in parallel by rayon,
/// which hands a waiting core part of another's work; below [`SEQUENTIAL_DEPTH`] a subtree is
/// too small to be worth sharing, and is counted by [`perft`].
///
/// ```
/// use ayoayo::oware::{parallel_perft, OPENING};
/// assert_eq!(parallel_perft(OPENING, 8), 711_414);
/// ```
#[cfg(feature = "parallel")]
pub fn parallel_perft(position: Position, depth: u32) -> u64 {
    use rayon::prelude::*;
    if depth <= SEQUENTIAL_DEPTH {
        return perft(position, depth);
    }
    let next: Vec<Position> = children(position).collect();
    next.into_par_iter()
        .map(|child| parallel_perft(child, depth - 1))
        .sum()
}

/// Subtrees this deep or shallower are counted on one core (a few thousand nodes each).
#[cfg(feature = "parallel")]
pub const SEQUENTIAL_DEPTH: u32 = 5;
// ANCHOR_END: parallel_perft

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sowing_by_laps_is_sowing_stone_by_stone() {
        for hand in 1..=60 {
            for pit in 0..12 {
                let mut houses = [1, 0, 2, 3, 0, 5, 1, 1, 0, 4, 2, 0];
                houses[pit] = hand;
                assert_eq!(
                    sow_by_laps(houses, pit),
                    super::super::sow_skipping_origin(houses, pit),
                    "{houses:?}, pit {pit}"
                );
            }
        }
    }
}
