//! Chapter 6's challenges: first/rest recursion, with no loop anywhere.

use crate::{Board, Pit};

// ANCHOR: stones_in
/// How many stones `pits` hold on `board`, all together, written with recursion alone. A pit
/// off the board holds none; a pit listed twice counts twice.
///
/// ```
/// use ayoayo::{OPENING, challenges::feeding::stones_in};
/// assert_eq!(stones_in(OPENING, &[0, 1, 2]), 12);
/// ```
pub fn stones_in(board: Board, pits: &[Pit]) -> u32 {
    match pits {
        [] => 0,
        [first, rest @ ..] => stones_at(board, *first) + stones_in(board, rest),
    }
}

/// The stones in `pit`, none when it is off the board.
fn stones_at(board: Board, pit: Pit) -> u32 {
    board.get(pit).map_or(0, |&stones| u32::from(stones))
}
// ANCHOR_END: stones_in

// ANCHOR: split_moves
/// `moves` split in two, each keeping their order: the pits that hold stones, and those that
/// do not (a pit off the board holds none). Written with recursion alone, in one pass.
///
/// ```
/// use ayoayo::challenges::feeding::split_moves;
/// let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// assert_eq!(split_moves(board, &[11, 7, 6, 8]), (vec![7, 8], vec![11, 6]));
/// ```
pub fn split_moves(board: Board, moves: &[Pit]) -> (Vec<Pit>, Vec<Pit>) {
    match moves {
        [] => (Vec::new(), Vec::new()),
        [first, rest @ ..] => {
            let (full, empty) = split_moves(board, rest);
            if stones_at(board, *first) > 0 {
                ([vec![*first], full].concat(), empty)
            } else {
                (full, [vec![*first], empty].concat())
            }
        }
    }
}
// ANCHOR_END: split_moves
