//! Mistake: starts the fold from `[0, 0]`, so the stones captured before are lost.
use ayoayo::{Board, Score, owner};

pub fn share_out(board: Board, score: Score) -> Score {
    let _ = score;
    let every_pit: Vec<usize> = (0..12).collect();
    fold_pits(board, &every_pit, [0, 0], &|mut score: Score, pit, stones| {
        let player = owner(pit) as usize;
        score[player] = score[player].saturating_add(stones);
        score
    })
}
