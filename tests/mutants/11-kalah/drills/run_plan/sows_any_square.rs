//! Mistake: a `Sow` plays its square with `play_move` whether or not the player may move from
//! it, so a player sows the other's pits.
use ayoayo::Player;
use ayoayo::kalah::Board;

pub fn run_plan(board: Board, player: Player, plan: &Plan) -> (Board, Player) {
    match plan {
        Plan::Sow(square) => {
            let (board, next, _) = play_move(board, player, *square);
            (board, next)
        }
        Plan::Then(first, second) => {
            let (board, player) = run_plan(board, player, first);
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
