//! Mistake: sets the mover's score to this move's capture, forgetting what they had won before.
use ayoayo::{Board, Pit, Score, owner, try_relay_sow};

pub use ayoayo::captured_stones;
// Chapter 5's properties and boards, as the reference writes them.
pub use ayoayo::{agrees_turned_round, agrees_with_one_sowing, boards, keeps_every_stone};

pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    score[owner(start) as usize] = captured;
    Some((after, score))
}
