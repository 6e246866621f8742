//! Mistake: adds every capture to `score[0]`, South's, even when North moved.
use ayoayo::{Board, Pit, Score, try_relay_sow};

pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = capture_with(sown, start, end, rule);
    let mut score = score;
    score[0] = score[0].saturating_add(captured);
    Some((after, score))
}
