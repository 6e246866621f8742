//! Mistake: steps one square on with `(square + 1) % 14`, so a stone can fall in the
//! opponent's goal.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square};

pub fn landing_squares(board: Board, _player: Player, square: Square) -> Vec<Square> {
    let stones = board.get(square).copied().unwrap_or(0);
    std::iter::successors(Some((square + 1) % 14), |&next| Some((next + 1) % 14))
        .take(usize::from(stones))
        .collect()
}
