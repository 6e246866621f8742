//! Mistake: when the game ends, `handle_game_end` adds the mover's last stones to the opponent's
//! score instead of the mover's.
use ayoayo::{Board, Player, Score, has_stones, potential_moves};

pub use ayoayo::{count_stones, take_turn};

pub fn handle_game_end(board: Board, score: Score, mover: Player) -> (Board, Score) {
    if has_stones(board, mover.other()) {
        return (board, score);
    }
    let (mut board, mut score) = (board, score);
    for pit in potential_moves(mover) {
        score[mover.other() as usize] += board[pit];
        board[pit] = 0;
    }
    (board, score)
}
