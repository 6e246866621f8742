//! Mistake: starts dropping in `from` itself, not the pit after it, which a first sowing (where
//! `from` is the skip pit) cannot show.
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
            vec![(after, pit)],
            frames(after, skip, next_pit(pit), in_hand - 1),
        ]
        .concat()
    }
    let (scooped, in_hand) = scoop(board, from);
    if in_hand == 0 {
        return Vec::new();
    }
    frames(scooped, skip, from, in_hand)
}
