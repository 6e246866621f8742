//! Chapter 11's challenges.

use crate::Player;
use crate::kalah::{Board, Hand, Square, distribute, play_move, square_next};

// ANCHOR: play_move_by_recursion
/// `play_move` by recursion alone: empty the square into the hand, then drop one stone with
/// `distribute` and play on from what it answers, until the hand is empty.
pub fn play_move_by_recursion(
    board: Board,
    player: Player,
    square: Square,
) -> (Board, Player, &'static str) {
    let mut emptied = board;
    match emptied.get_mut(square).map_or(0, std::mem::take) {
        0 => (board, player, ""),
        stones => drop_all((emptied, player, square_next(player, square), stones, "")),
    }
}

/// Drops the stones in hand one at a time, answering the move at rest.
fn drop_all(hand: Hand) -> (Board, Player, &'static str) {
    match hand {
        (board, next, _, 0, message) => (board, next, message),
        (board, player, square, stones, _) => drop_all(distribute(board, player, square, stones)),
    }
}
// ANCHOR_END: play_move_by_recursion

// ANCHOR: extra_turn_moves
/// The pits of `player` (in increasing order) whose move ends in their own goal, earning
/// another move.
pub fn extra_turn_moves(board: Board, player: Player) -> Vec<Square> {
    let pits = (0..6).map(|pit| pit + 7 * player as usize);
    pits.filter(|&pit| board[pit] > 0)
        .filter(|&pit| play_move(board, player, pit).1 == player)
        .collect()
}
// ANCHOR_END: extra_turn_moves
