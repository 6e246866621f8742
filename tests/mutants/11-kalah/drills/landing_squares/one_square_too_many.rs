//! Mistake: takes one item more than the stones, as `sowing` has one item more than its
//! stones; but here every item is a stone.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square};

pub fn landing_squares(board: Board, player: Player, square: Square) -> Vec<Square> {
    let Some(&stones) = board.get(square) else {
        return Vec::new();
    };
    let first = square_next(player, square);
    std::iter::successors(Some(first), |&next| Some(square_next(player, next)))
        .take(usize::from(stones) + 1)
        .collect()
}
