//! Mistake: makes each frame from the board before the stone is dropped, so the first frame is
//! the scooped board and the last stone never shows.
use ayoayo::{Board, Pit, next_pit, scoop};

pub fn stone_by_stone(board: Board, skip: Pit, from: Pit) -> Vec<(Board, Pit)> {
    fn frames(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> Vec<(Board, Pit)> {
        if in_hand == 0 {
            return Vec::new();
        }
        if pit == skip {
            return frames(board, skip, next_pit(pit), in_hand);
        }
        let mut after = board;
        after[pit] = after[pit].saturating_add(1);
        [
            vec![(board, pit)],
            frames(after, skip, next_pit(pit), in_hand - 1),
        ]
        .concat()
    }
    let (scooped, in_hand) = scoop(board, from);
    frames(scooped, skip, next_pit(from), in_hand)
}
