//! Style: `Option::map` on the relay's answer, with the capture under the rule written inside
//! the closure, where the model answer uses `?` and calls `capture_with`.
//!
//! Correct because `map` passes a `None` (a relay that never ends) through unchanged, as `?`
//! does, and otherwise captures as `capture_with` says: the pit opposite the end, when the end
//! is on the mover's side and the rule allows that pit's stones. The capture is added to the
//! score of the mover, the owner of `start`, and a score stops at 255. A relay that ends has
//! started on the board, so `end` is on it too.
use ayoayo::{Board, PITS, Pit, Score, opposite, owner, scoop, try_relay_sow};

pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    try_relay_sow(board, start).map(|(sown, end)| {
        let mover = owner(start);
        let takes = end < PITS && owner(end) == mover && rule(sown[opposite(end)]);
        let (after, captured) = if takes {
            scoop(sown, opposite(end))
        } else {
            (sown, 0)
        };
        let mut score = score;
        score[mover as usize] = score[mover as usize].saturating_add(captured);
        (after, score)
    })
}
