//! Chapter 7's drills: accumulators. `count_stones` with the addition handed in (`fold_pits`)
//! and used to share out a finished board, a count that gives up rather than stopping at 255,
//! and the count each call hands on, written down.

use crate::{Board, PITS, Pit, Score, owner};

// ANCHOR: fold_pits
/// `count_stones` with its addition handed in: `f` takes the value so far, a pit and the
/// stones in it, and gives the next value, which is handed on to the call for the rest, so the
/// recursive call is in tail position. No pits left, the accumulator is the answer. A pit off
/// the board holds none. `f` is taken by reference, so each call hands the same one on.
pub fn fold_pits<A>(board: Board, pits: &[Pit], acc: A, f: &impl Fn(A, Pit, u8) -> A) -> A {
    match pits {
        [] => acc,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            let acc = f(acc, *first, stones);
            fold_pits(board, rest, acc, f)
        }
    }
}
// ANCHOR_END: fold_pits

// ANCHOR: share_out
/// Every pit of the board, 0 to 11.
const EVERY_PIT: [Pit; PITS] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/// The score once a game ends with stones on the board (rule 10, a repeated position): each
/// player captures the stones on their own side. A fold over every pit whose accumulator is
/// the score, starting from the score so far; a score stops at 255.
pub fn share_out(board: Board, score: Score) -> Score {
    fold_pits(board, &EVERY_PIT, score, &|mut score, pit, stones| {
        let player = owner(pit) as usize;
        score[player] = score[player].saturating_add(stones);
        score
    })
}
// ANCHOR_END: share_out

// ANCHOR: checked_count
/// `count_stones` that gives up instead of stopping at 255: `None` when the count would pass
/// 255, with no more pits looked at. `checked_add` answers `None` exactly then, and `?` passes
/// it up; otherwise the new count is handed on, as in `count_stones`.
pub fn checked_count(board: Board, pits: &[Pit], counted: u8) -> Option<u8> {
    match pits {
        [] => Some(counted),
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            let counted = counted.checked_add(stones)?;
            checked_count(board, rest, counted)
        }
    }
}
// ANCHOR_END: checked_count

// ANCHOR: running_counts
/// The count each call of `count_stones` hands on, in order: after the first pit, after the
/// second, and so on to the whole count, as the page's trace shows it. A count stops at 255.
/// The count goes down the calls as an accumulator; the list is built on the way back up.
pub fn running_counts(board: Board, pits: &[Pit], counted: u8) -> Vec<u8> {
    match pits {
        [] => Vec::new(),
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            let counted = counted.saturating_add(stones);
            [vec![counted], running_counts(board, rest, counted)].concat()
        }
    }
}
// ANCHOR_END: running_counts
