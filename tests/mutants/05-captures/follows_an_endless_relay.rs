//! Mistake: relay-sows with `relay_sow` instead of `try_relay_sow`, so a move whose relay never
//! ends recurses until the stack overflows, instead of answering `None`.
use ayoayo::{Board, Pit, Score, owner, relay_sow};

pub use ayoayo::captured_stones;
// Chapter 5's properties and boards, as the reference writes them.
pub use ayoayo::{agrees_turned_round, agrees_with_one_sowing, boards, keeps_every_stone};

pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    let (sown, end) = relay_sow(board, start);
    let (after, captured) = captured_stones(sown, start, end);
    let mut score = score;
    score[owner(start) as usize] += captured;
    Some((after, score))
}
