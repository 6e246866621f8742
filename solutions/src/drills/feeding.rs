//! Chapter 6's drills: first-and-rest recursion over a slice of pits or moves, with the test
//! handed in as a closure (`any_pit`, `all_pits`, `keep_moves`), and two functions that hand
//! the rest of a game's record to each other (`south_moves`, `north_moves`).

use crate::{Board, Pit};

// ANCHOR: any_pit
/// Whether the stones of at least one of `pits` pass `test`: first-and-rest recursion that
/// stops at the first pit that passes. No pits, none passes. A pit off the board holds none.
/// The test is taken by reference, so each call hands the same one on.
pub fn any_pit(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => false,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            test(stones) || any_pit(board, rest, test)
        }
    }
}
// ANCHOR_END: any_pit

// ANCHOR: all_pits
/// Whether the stones of every one of `pits` pass `test`: first-and-rest recursion that stops
/// at the first pit that fails. No pits, none fails, so the answer is `true`. A pit off the
/// board holds none.
pub fn all_pits(board: Board, pits: &[Pit], test: &impl Fn(u8) -> bool) -> bool {
    match pits {
        [] => true,
        [first, rest @ ..] => {
            let stones = board.get(*first).copied().unwrap_or(0);
            test(stones) && all_pits(board, rest, test)
        }
    }
}
// ANCHOR_END: all_pits

// ANCHOR: keep_moves
/// The moves of `moves` that `keep` says yes to, in their order: `possible_moves` with its
/// question handed in. Three arms, as there: no moves, a first move kept, a first move left out.
pub fn keep_moves(moves: &[Pit], keep: &impl Fn(Pit) -> bool) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] if keep(*first) => [vec![*first], keep_moves(rest, keep)].concat(),
        [_, rest @ ..] => keep_moves(rest, keep),
    }
}
// ANCHOR_END: keep_moves

// ANCHOR: south_moves
/// South's moves in a game's record, `moves` in the order played, South first and then each
/// in turn. The first move is South's; in the rest North moves first, so South's moves of the
/// rest are those in North's places: [`north_moves`] of the rest.
pub fn south_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] => [vec![*first], north_moves(rest)].concat(),
    }
}
// ANCHOR_END: south_moves

// ANCHOR: north_moves
/// North's moves in a game's record that South began. The first move is South's, not North's;
/// in the rest North moves first, so North's moves are those in South's places: [`south_moves`]
/// of the rest.
pub fn north_moves(moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [_, rest @ ..] => south_moves(rest),
    }
}
// ANCHOR_END: north_moves
