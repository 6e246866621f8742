//! Mistake: the unfold has no stopping case: it keeps calling `distribute` after the hand is
//! empty, with a hand of nothing (here `stones - 1` overflows; a `saturating_sub` would loop).
use std::iter;

use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square, capture_stones, goal, is_own_pit, player_next};

pub use ayoayo::kalah::square_next;

pub fn distribute(board: Board, player: Player, square: Square, stones: u8) -> Hand {
    let was_empty = board[square] == 0;
    let mut after = board;
    after[square] += 1;
    let left = stones - 1;
    if left > 0 {
        (after, player, square_next(player, square), left, "")
    } else if square == goal(player) {
        (
            after,
            player,
            0,
            0,
            "Last stone in your mancala. Play again.",
        )
    } else if was_empty && is_own_pit(player, square) {
        let message = "Last stone in empty space. Pick up the stones in the opposite square.";
        (
            capture_stones(after, player, square),
            player_next(player),
            0,
            0,
            message,
        )
    } else {
        (
            after,
            player_next(player),
            0,
            0,
            "Out of stones. Next player's turn.",
        )
    }
}

pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    let mut emptied = board;
    let hand = std::mem::take(&mut emptied[square]);
    let first = (emptied, player, square_next(player, square), hand, "");
    iter::successors(Some(first), |&(board, player, square, stones, _)| {
        Some(distribute(board, player, square, stones))
    })
}

pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    let (board, next, _, _, message) = sowing(board, player, square).last().unwrap();
    (board, next, message)
}
