//! Mistake: sets the mover's score to this move's capture, losing what they had before.
use ayoayo::{Board, Pit, Score, owner, try_relay_sow};

pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = capture_with(sown, start, end, rule);
    let mut score = score;
    score[owner(start) as usize] = captured;
    Some((after, score))
}
