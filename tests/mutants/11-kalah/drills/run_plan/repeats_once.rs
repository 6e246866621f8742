//! Mistake: a `Repeat` runs its plan once, whatever its number (0 included).
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
            let (board, player) = run_plan(board, player, first);
            run_plan(board, player, second)
        }
        Plan::Repeat(_, again) => run_plan(board, player, again),
    }
}
