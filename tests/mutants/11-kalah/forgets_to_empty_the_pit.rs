//! Mistake: takes the pit's stones into the hand but leaves them in the pit too, so every move
//! makes stones.
use std::iter;

use ayoayo::Player;
use ayoayo::kalah::{Board, Hand, Square};

pub use ayoayo::kalah::{distribute, square_next};

pub fn sowing(board: Board, player: Player, square: Square) -> impl Iterator<Item = Hand> {
    let first = (
        board,
        player,
        square_next(player, square),
        board[square],
        "",
    );
    iter::successors(Some(first), |&(board, player, square, stones, _)| {
        (stones > 0).then(|| distribute(board, player, square, stones))
    })
}

pub fn play_move(board: Board, player: Player, square: Square) -> (Board, Player, &'static str) {
    let (board, next, _, _, message) = sowing(board, player, square).last().unwrap();
    (board, next, message)
}
