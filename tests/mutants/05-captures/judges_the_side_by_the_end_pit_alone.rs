//! Mistake: judges the side by the end pit alone (`end < 6`), as if South always moved, so
//! North never captures, and North's moves that end on South's side do.
use ayoayo::{Board, Pit, Score, opposite, owner, scoop, try_relay_sow};
// Chapter 5's properties and boards, as the reference writes them.
pub use ayoayo::{agrees_turned_round, agrees_with_one_sowing, boards, keeps_every_stone};

pub fn captured_stones(board: Board, _start: Pit, end: Pit) -> (Board, u8) {
    if end < 6 {
        scoop(board, opposite(end))
    } else {
        (board, 0)
    }
}

pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = try_relay_sow(board, start)?;
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    score[owner(start) as usize] += captured;
    Some((after, score))
}
