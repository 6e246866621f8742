//! Style: a `while` loop over the hand that drops one stone a turn and pushes a frame, where
//! the model answer unfolds the frames by recursion.
//!
//! Correct because the loop starts in the pit after `from`, passes over `skip` without a stone
//! or a frame, and stops when the hand is empty: one frame for each stone, each the board just
//! after its drop. A pit holds at most 255 stones, and a stone dropped into a full one is lost,
//! as `sow` has it. An empty or off-board `from` gives an empty hand, so no frames.
use ayoayo::{Board, Pit, next_pit, scoop};

pub fn stone_by_stone(board: Board, skip: Pit, from: Pit) -> Vec<(Board, Pit)> {
    let (mut board, mut in_hand) = scoop(board, from);
    let mut frames = Vec::with_capacity(usize::from(in_hand));
    let mut pit = from;
    while in_hand > 0 {
        pit = next_pit(pit);
        if pit == skip {
            continue;
        }
        board[pit] = board[pit].saturating_add(1);
        in_hand -= 1;
        frames.push((board, pit));
    }
    frames
}
