//! Mistake: plays on after every move into the goal without asking whether the game is over,
//! so a turn that empties the player's row finds no move to follow it and is lost.
use ayoayo::Player;
use ayoayo::kalah::{Board, Square, is_legal_move};

pub fn whole_turns(board: Board, player: Player) -> Vec<Vec<Square>> {
    (0..14)
        .filter(|&square| is_legal_move(board, player, square))
        .flat_map(|square| {
            let (after, next, _) = play_move(board, player, square);
            if next == player {
                (whole_turns(after, player).into_iter())
                    .map(|rest| [vec![square], rest].concat())
                    .collect()
            } else {
                vec![vec![square]]
            }
        })
        .collect()
}
