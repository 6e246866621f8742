//! Chapter 1's drills: reading a board, and making a new board from an old one without
//! touching it, as `scoop` does.

use crate::{Board, PITS, Pit, scoop};

// ANCHOR: total
/// How many stones are on the board, in all its pits. A `u32`, as twelve pits of up to 255
/// stones can hold more than a `u8` counts.
pub fn total(board: Board) -> u32 {
    board.iter().map(|&stones| u32::from(stones)).sum()
}
// ANCHOR_END: total

// ANCHOR: add_stones
/// The board with `stones` more in `pit`, every other pit as it was: `scoop` the other way
/// round. A pit off the board takes nothing, and the board is returned as it is; a pit holds
/// at most 255 stones, as everywhere in the crate (more are lost, never wrapped round to 0).
pub fn add_stones(board: Board, pit: Pit, stones: u8) -> Board {
    if pit >= PITS {
        return board;
    }
    let mut after = board;
    after[pit] = after[pit].saturating_add(stones);
    after
}
// ANCHOR_END: add_stones

// ANCHOR: move_stones
/// The board with every stone of `from` moved into `to`, made of the two functions above it:
/// scoop `from`, then add what the hand holds to `to`. Moving a pit into itself, or from or to
/// a pit off the board, leaves the board as it is.
pub fn move_stones(board: Board, from: Pit, to: Pit) -> Board {
    if from == to || from >= PITS || to >= PITS {
        return board;
    }
    let (emptied, in_hand) = scoop(board, from);
    add_stones(emptied, to, in_hand)
}
// ANCHOR_END: move_stones

// ANCHOR: empty_pits
/// The pits that hold no stones, lowest first.
pub fn empty_pits(board: Board) -> Vec<Pit> {
    (0..PITS).filter(|&pit| board[pit] == 0).collect()
}
// ANCHOR_END: empty_pits
