//! Chapter 4's drills: a recursion that calls itself twice (the Tower of Hanoi, on three pits of
//! the board) and the count of its moves with one call, to set their growth side by side; a
//! relay made to end by a count that shrinks (fuel); and noticing a repeat in a list of states.

use crate::board::holds_stones;
use crate::{Board, PITS, Pit, sow};

/// The tallest tower [`hanoi`] moves: 16 stones take 65,535 moves, and each stone more doubles
/// them.
pub const TALLEST_TOWER: u8 = 16;

// ANCHOR: hanoi
/// The moves that carry a tower of `stones` stones, each smaller than the one below it, from
/// pit `from` to pit `to`, using `via` as the third pit: one stone at a time, from the top of a
/// pit to the top of another, never a stone on a smaller one. Each move is `(from, to)`.
///
/// To move the tower, move the stones above the bottom one out of the way (to `via`), move the
/// bottom stone, and move the others back on top of it: two smaller towers and one move, so
/// `2ⁿ − 1` moves in all. Three different pits of the board are needed, and at most
/// [`TALLEST_TOWER`] stones; otherwise there are no moves.
pub fn hanoi(stones: u8, from: Pit, to: Pit, via: Pit) -> Vec<(Pit, Pit)> {
    let three_pits = from != to && to != via && via != from && from.max(to).max(via) < PITS;
    if stones == 0 || stones > TALLEST_TOWER || !three_pits {
        return Vec::new(); // base case: nothing to move (or no way to move it)
    }
    let above = stones - 1;
    [
        hanoi(above, from, via, to), // the stones above, out of the way
        vec![(from, to)],            // the bottom stone
        hanoi(above, via, to, from), // the stones above, back on top of it
    ]
    .concat()
}
// ANCHOR_END: hanoi

// ANCHOR: moves_needed
/// How many moves [`hanoi`] makes for a tower of `stones` stones, counted without making them:
/// twice the moves of a tower one smaller, and one for the bottom stone. One recursive call
/// whose answer is used twice, so `stones + 1` calls, where asking the same question twice
/// would make `2ⁿ⁺¹ − 1`. From 65 stones on the count is past `u64::MAX`, and stays there.
pub fn moves_needed(stones: u8) -> u64 {
    if stones == 0 {
        return 0; // base case: no tower, no moves
    }
    moves_needed(stones - 1).saturating_mul(2).saturating_add(1)
}
// ANCHOR_END: moves_needed

// ANCHOR: relay_within
/// `relay_sow` with fuel: the board and the pit where the relay from `start` comes to rest, if
/// it does within `fuel` sowings, and `None` if it would need more. The fuel shrinks by one a
/// sowing, so the recursion always ends (at most 255 sowings deep), even on a relay that never
/// does; the price is a `None` for a long relay that would have ended. An empty or off-board
/// `start` sows nothing, and is at rest at once, as `relay_sow` says.
pub fn relay_within(board: Board, start: Pit, fuel: u8) -> Option<(Board, Pit)> {
    if !holds_stones(board, start) {
        return Some((board, start)); // nothing to sow
    }
    fn relay_from(board: Board, start: Pit, from: Pit, fuel: u8) -> Option<(Board, Pit)> {
        if fuel == 0 {
            return None; // a sowing to make, and no fuel left to make it
        }
        let (after, last) = sow(board, start, from);
        if after[last] == 1 {
            Some((after, last)) // at rest
        } else {
            relay_from(after, start, last, fuel - 1)
        }
    }
    relay_from(board, start, start, fuel)
}
// ANCHOR_END: relay_within

// ANCHOR: first_repeat
/// The index of the first state of `states` that equals a state before it, or `None` when they
/// are all different: on the relay's states, where it first comes round to a state it was in.
///
/// Recursion from the back: if the states before the last repeat one, that repeat comes first;
/// if not, the last is the first repeat exactly when it is among them. Each call looks through
/// the states before it, so `n` states cost about `n²/2` comparisons, where a set costs `n`.
pub fn first_repeat(states: &[(Board, Pit)]) -> Option<usize> {
    match states {
        [] => None,
        [before @ .., last] => {
            first_repeat(before).or_else(|| before.contains(last).then_some(before.len()))
        }
    }
}
// ANCHOR_END: first_repeat
