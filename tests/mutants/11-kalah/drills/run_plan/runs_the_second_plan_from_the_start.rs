//! Mistake: a `Then` runs its second plan from the board it was given, not from where the
//! first plan left the game.
use ayoayo::Player;
use ayoayo::kalah::{Board, is_game_over, is_legal_move};

pub fn run_plan(board: Board, player: Player, plan: &Plan) -> (Board, Player) {
    match plan {
        Plan::Sow(square) if !is_game_over(board) && is_legal_move(board, player, *square) => {
            let (board, next, _) = play_move(board, player, *square);
            (board, next)
        }
        Plan::Sow(_) => (board, player),
        Plan::Then(first, second) => {
            let _first = run_plan(board, player, first);
            run_plan(board, player, second)
        }
        Plan::Repeat(times, again) => {
            let mut at = (board, player);
            for _ in 0..*times {
                at = run_plan(at.0, at.1, again);
            }
            at
        }
    }
}
