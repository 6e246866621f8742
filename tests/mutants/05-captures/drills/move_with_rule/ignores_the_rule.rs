//! Mistake: captures with `captured_stones`, so the rule is never asked.
use ayoayo::{Board, Pit, Score, owner, try_relay_sow};

pub fn move_with_rule(
    board: Board,
    score: Score,
    start: Pit,
    rule: impl Fn(u8) -> bool,
) -> Option<(Board, Score)> {
    let _ = rule;
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    let mover = owner(start) as usize;
    score[mover] = score[mover].saturating_add(captured);
    Some((after, score))
}
