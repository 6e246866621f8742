//! Chapter 7's challenge: a whole game from a list of moves.

use crate::{Board, IllegalMove, OPENING, Pit, Player, Score, take_turn};

// ANCHOR: play_moves
/// Plays `moves` from the opening, South first and then in turn, with [`take_turn`]: the board,
/// the score and whether the game is over after the last of them; or the first illegal move,
/// by its index in `moves`, and why. A move after the game is over is
/// [`IllegalMove::GameOver`].
///
/// ```
/// use ayoayo::{IllegalMove, challenges::game_end::play_moves};
/// assert_eq!(play_moves(&[3]), Ok(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0], false)));
/// assert_eq!(play_moves(&[3, 3]), Err((1, IllegalMove::NotYourPit(3))));
/// ```
pub fn play_moves(moves: &[Pit]) -> Result<(Board, Score, bool), (usize, IllegalMove)> {
    let opening = (OPENING, [0, 0], false);
    moves
        .iter()
        .enumerate()
        .try_fold(opening, |(board, score, over), (turn, &pit)| {
            if over {
                return Err((turn, IllegalMove::GameOver));
            }
            let mover = if turn % 2 == 0 {
                Player::South
            } else {
                Player::North
            };
            take_turn(board, score, mover, pit).map_err(|why| (turn, why))
        })
}
// ANCHOR_END: play_moves
