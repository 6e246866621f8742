//! Style: a `for` loop over the stones, stepping one square on with `square_next` before each is
//! dropped, where the reference unfolds with `std::iter::successors`.
//!
//! Correct because the first stone falls on the square after the one sown and each later stone
//! on the square after the last, as `square_next` steps (passing over the opponent's goal): one
//! square pushed per stone. A square off the board holds no stones here, so it sows nothing.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square};

pub fn landing_squares(board: Board, player: Player, square: Square) -> Vec<Square> {
    let stones = board.get(square).copied().unwrap_or(0);
    let mut squares = Vec::with_capacity(usize::from(stones));
    let mut at = square;
    for _ in 0..stones {
        at = square_next(player, at);
        squares.push(at);
    }
    squares
}
