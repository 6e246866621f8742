//! Mistake: lists a move into the goal as a turn on its own too, though the player must then
//! move again.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square, is_game_over, is_legal_move};

pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    if is_game_over(board) {
        return Vec::new();
    }
    (0..14)
        .filter(|&square| is_legal_move(board, player, square))
        .flat_map(|square| {
            let (after, next, _) = play_move(board, player, square);
            let mut turns = vec![vec![square]];
            if next == player && !is_game_over(after) {
                let more = whole_turns(after, player).into_iter();
                turns.extend(more.map(|rest| [vec![square], rest].concat()));
            }
            turns
        })
        .collect()
}
