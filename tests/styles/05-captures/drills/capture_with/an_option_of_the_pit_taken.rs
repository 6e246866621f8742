//! Style: the pit a capture would take as an `Option`, built with `then` and narrowed with
//! `filter`, then a `match` on it, where the model answer tests one `if` with every condition.
//!
//! Correct because the `Option` is `Some` exactly when both pits are on the board, the move
//! ended on the mover's side, and the rule allows the stones of the pit opposite the end, the
//! pit that is then scooped. The `&&` stops before `owner` or `opposite` sees a pit off the
//! board, so nothing is read off it.
use ayoayo::{Board, PITS, Pit, opposite, owner, scoop};

pub fn capture_with(board: Board, start: Pit, end: Pit, rule: impl Fn(u8) -> bool) -> (Board, u8) {
    let on_the_mover_s_side = start < PITS && end < PITS && owner(end) == owner(start);
    let taken = on_the_mover_s_side
        .then(|| opposite(end))
        .filter(|&prize| rule(board[prize]));
    match taken {
        Some(prize) => scoop(board, prize),
        None => (board, 0),
    }
}
