//! Mistake: follows a move into the goal with one more move only, as Awari does, though Kalah
//! gives another move every time.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square, is_game_over, is_legal_move};

pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    turns(board, player, true)
}

fn turns(board: Board, player: Player, extra_left: bool) -> Vec<Vec<Square>> {
    if is_game_over(board) {
        return Vec::new();
    }
    (0..14)
        .filter(|&square| is_legal_move(board, player, square))
        .flat_map(|square| {
            let (after, next, _) = play_move(board, player, square);
            if extra_left && next == player && !is_game_over(after) {
                (turns(after, player, false).into_iter())
                    .map(|rest| [vec![square], rest].concat())
                    .collect()
            } else {
                vec![vec![square]]
            }
        })
        .collect()
}
