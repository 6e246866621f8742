//! Chapter 6: which moves may be played, by recursion over slices.

use crate::board::holds_stones;
use crate::{Board, PITS, Pit, Player, owner, sow_and_capture, try_relay_sow};

// ANCHOR: potential_moves
/// The six pits a player may sow from, in increasing order.
///
/// ```
/// use ayoayo::{potential_moves, Player};
/// assert_eq!(potential_moves(Player::North), [6, 7, 8, 9, 10, 11]);
/// ```
pub fn potential_moves(player: Player) -> Vec<Pit> {
    let first = player as usize * PITS / 2;
    (first..first + PITS / 2).collect()
}
// ANCHOR_END: potential_moves

// ANCHOR: possible_moves
/// The pits of `moves` that hold stones, in the same order: first/rest recursion. A pit off
/// the board holds none.
///
/// ```
/// use ayoayo::possible_moves;
/// let board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// assert_eq!(possible_moves(board, &[6, 7, 8, 9, 10, 11]), [7, 8, 9, 10]);
/// ```
pub fn possible_moves(board: Board, moves: &[Pit]) -> Vec<Pit> {
    match moves {
        [] => Vec::new(),
        [first, rest @ ..] if holds_stones(board, *first) => {
            [vec![*first], possible_moves(board, rest)].concat()
        }
        [_, rest @ ..] => possible_moves(board, rest),
    }
}
// ANCHOR_END: possible_moves

// ANCHOR: has_stones
/// Whether any of `player`'s pits holds a stone.
pub fn has_stones(board: Board, player: Player) -> bool {
    potential_moves(player).iter().any(|&pit| board[pit] > 0)
}
// ANCHOR_END: has_stones

// ANCHOR: moves_that_feed
/// Of `moves` (all the same player's, all non-empty), those after which, sowing and capture
/// done, the opponent has a stone. A move that sows forever feeds no one, nor does an empty or
/// off-board pit. Order is kept.
///
/// ```
/// use ayoayo::moves_that_feed;
/// assert_eq!(moves_that_feed([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], &[0, 2, 4]), [2]);
/// ```
pub fn moves_that_feed(board: Board, moves: &[Pit]) -> Vec<Pit> {
    let feeds = |pit: Pit| match sow_and_capture(board, [0, 0], pit) {
        Some((after, _)) => has_stones(after, owner(pit).other()),
        None => false,
    };
    moves.iter().copied().filter(|&pit| feeds(pit)).collect()
}
// ANCHOR_END: moves_that_feed

// ANCHOR: permissible_moves
/// The moves `player` may play: pits with stones whose sowing ends and, when the opponent has
/// no stones, that feed the opponent if any move can. In increasing pit order.
///
/// ```
/// use ayoayo::{permissible_moves, Player};
/// assert_eq!(permissible_moves([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], Player::South), [2]);
/// ```
pub fn permissible_moves(board: Board, player: Player) -> Vec<Pit> {
    let possible = possible_moves(board, &potential_moves(player));
    let ending: Vec<Pit> = possible
        .into_iter()
        .filter(|&pit| try_relay_sow(board, pit).is_some())
        .collect();
    if has_stones(board, player.other()) {
        return ending;
    }
    let feeding = moves_that_feed(board, &ending);
    if feeding.is_empty() { ending } else { feeding }
}
// ANCHOR_END: permissible_moves
