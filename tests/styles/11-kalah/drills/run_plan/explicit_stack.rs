//! Style: a loop over an explicit stack of what is left to run, where the reference recurses
//! over the plan. A `Then` pushes its second plan under its first; a `Repeat` pushes one round of
//! its plan above a note of the rounds still to come and of where this round began.
//!
//! Correct because the stack is popped last in, first out, so every part is run, whole, from
//! where the part before it left the game, in the plan's order. When a round's note comes off
//! the stack the round is over: a round that changed nothing would change nothing again, so the
//! rounds stop there, as the reference's do, and nested repeats cost no more than the moves the
//! game has left; otherwise the next round is pushed, if any is left. A `Sow` plays with
//! `play_move` only a move the player may play in a game not over.
use ayoayo::Player;
use ayoayo::kalah::{Board, is_game_over, is_legal_move};

/// What is left to do: run a plan, or decide whether to run another round of a `Repeat`.
enum Task<'a> {
    Run(&'a Plan),
    Round {
        plan: &'a Plan,
        left: u8,
        from: (Board, Player),
    },
}

pub fn run_plan(board: Board, player: Player, plan: &Plan) -> (Board, Player) {
    let mut state = (board, player);
    let mut tasks = vec![Task::Run(plan)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Run(Plan::Sow(square)) => {
                let (board, player) = state;
                if !is_game_over(board) && is_legal_move(board, player, *square) {
                    let (board, next, _) = play_move(board, player, *square);
                    state = (board, next);
                }
            }
            Task::Run(Plan::Then(first, second)) => {
                tasks.push(Task::Run(second));
                tasks.push(Task::Run(first));
            }
            Task::Run(Plan::Repeat(0, _)) => {}
            Task::Run(Plan::Repeat(times, again)) => {
                let left = times - 1;
                tasks.push(Task::Round {
                    plan: again,
                    left,
                    from: state,
                });
                tasks.push(Task::Run(again));
            }
            Task::Round { plan, left, from } => {
                if state != from && left > 0 {
                    tasks.push(Task::Round {
                        plan,
                        left: left - 1,
                        from: state,
                    });
                    tasks.push(Task::Run(plan));
                }
            }
        }
    }
    state
}
