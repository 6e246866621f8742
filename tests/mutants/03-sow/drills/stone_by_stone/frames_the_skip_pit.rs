//! Mistake: makes a frame for the skip pit too, with the board unchanged, so the list has a
//! frame for a stone that was never dropped.
use ayoayo::{Board, Pit, next_pit, scoop};

pub fn stone_by_stone(board: Board, skip: Pit, from: Pit) -> Vec<(Board, Pit)> {
    fn frames(board: Board, skip: Pit, pit: Pit, in_hand: u8) -> Vec<(Board, Pit)> {
        if in_hand == 0 {
            return Vec::new();
        }
        if pit == skip {
            return [
                vec![(board, pit)],
                frames(board, skip, next_pit(pit), in_hand),
            ]
            .concat();
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
    frames(scooped, skip, next_pit(from), in_hand)
}
