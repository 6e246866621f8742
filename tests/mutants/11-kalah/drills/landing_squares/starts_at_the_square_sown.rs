//! Mistake: the unfold starts at the square being sown instead of the square after it, so the
//! pit itself comes first and the last square is missing.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square};

pub fn landing_squares(board: Board, player: Player, square: Square) -> Vec<Square> {
    let stones = board.get(square).copied().unwrap_or(0);
    std::iter::successors(Some(square), |&next| Some(square_next(player, next)))
        .take(usize::from(stones))
        .collect()
}
