//! Mistake: the unfold starts from the first stone dropped, leaving out the move before any
//! stone (the emptied pit and the whole hand).
use std::iter;

use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square};

pub use ayoayo::kalah::{distribute, square_next};

pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    let mut emptied = board;
    let hand = std::mem::take(&mut emptied[square]);
    let first = distribute(emptied, player, square_next(player, square), hand);
    iter::successors(Some(first), |&(board, player, square, stones, _)| {
        (stones > 0).then(|| distribute(board, player, square, stones))
    })
}

pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    let (board, next, _, _, message) = sowing(board, player, square).last().unwrap();
    (board, next, message)
}
