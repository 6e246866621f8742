//! Mistake: answers a move that never ends with the board and score unchanged instead of
//! `None`, so the caller cannot tell it from a move that captured nothing.
use ayoayo::{Board, Pit, Score, owner, try_relay_sow};

pub use ayoayo::captured_stones;
// Chapter 5's properties and boards, as the reference writes them.
pub use ayoayo::{agrees_turned_round, agrees_with_one_sowing, boards, keeps_every_stone};

pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let Some((sown, end)) = try_relay_sow(board, start) else {
        return Some((board, score));
    };
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    score[owner(start) as usize] += captured;
    Some((after, score))
}
