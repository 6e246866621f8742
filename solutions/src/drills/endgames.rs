//! Chapter 16's drills: the layers of the endgame database laid end to end in one file, a count
//! over the layers with fewer stones and a walk through them, and a board's value through its
//! captures, worked out from the values of the boards with fewer stones.

use crate::endgames::{board_at, boards_with, index_of, seen_by};
use crate::oware::{self, sow_and_capture};
use crate::{Board, Player, STONES};

// ANCHOR: layer_start
/// Where the layer of `stones` stones starts in one file holding every layer, fewest stones
/// first: after all the boards with fewer stones, which is where the layer before it starts
/// plus that layer's size. The first layer, of no stones, starts at 0. A game has 48 stones, so
/// the file ends after the layer of 48: every `stones` past 49 gets the same answer as 49, the
/// file's length.
pub fn layer_start(stones: u32) -> usize {
    match stones {
        0 => 0,
        n if n > STONES + 1 => layer_start(STONES + 1),
        n => layer_start(n - 1) + boards_with(n - 1),
    }
}
// ANCHOR_END: layer_start

// ANCHOR: flat_index
/// The place of `houses` in that file: the start of its layer, then its number inside the
/// layer. `None` for a board of more than 48 stones, which no game reaches and the file does
/// not hold.
pub fn flat_index(houses: Board) -> Option<usize> {
    let stones: u32 = houses.iter().map(|&h| u32::from(h)).sum();
    (stones <= STONES).then(|| layer_start(stones) + index_of(houses))
}
// ANCHOR_END: flat_index

// ANCHOR: board_in_file
/// The board at place `flat` of the file: [`flat_index`] the other way. Walks the layers from
/// the smallest, each one shorter question: a place inside the layer is a board of it; past it,
/// the same question, the layer's boards taken off, one stone more. `None` past the layer of 48.
pub fn board_in_file(flat: usize) -> Option<Board> {
    in_layers_from(0, flat)
}

/// The board at place `flat` of the file's part that starts with the layer of `stones`.
fn in_layers_from(stones: u32, flat: usize) -> Option<Board> {
    if stones > STONES {
        return None;
    }
    let size = boards_with(stones);
    match flat.checked_sub(size) {
        None => Some(board_at(stones, flat)),
        Some(rest) => in_layers_from(stones + 1, rest),
    }
}
// ANCHOR_END: board_in_file

// ANCHOR: best_capture_share
/// The most of the stones on `houses` (seen by the player to move, their pits first) the mover
/// ends with through a move that captures, as the database's first bound on a board: a capture
/// of `c` of the `n` stones leaves `n - c` stones to the opponent, a board with fewer stones
/// whose value for them is `smaller(board)` (as they see it), so the mover ends with `n` minus
/// that. `None` when no legal move captures. The values of the smaller boards come in as a
/// function: a database's smaller layers, or any rule to try.
pub fn best_capture_share(houses: Board, smaller: &impl Fn(Board) -> u8) -> Option<u8> {
    let all: u32 = houses.iter().map(|&h| u32::from(h)).sum();
    let position = oware::Position {
        houses,
        stores: [0, 0],
        to_move: Player::South,
    };
    oware::legal_moves(position)
        .into_iter()
        .filter_map(|pit| {
            let (after, taken) = sow_and_capture(houses, pit);
            if taken == 0 {
                return None;
            }
            let theirs = u32::from(smaller(seen_by(after, Player::North)));
            Some(all.saturating_sub(theirs))
        })
        .max()
        .map(|share| u8::try_from(share).unwrap_or(u8::MAX))
}
// ANCHOR_END: best_capture_share
