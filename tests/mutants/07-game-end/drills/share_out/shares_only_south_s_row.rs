//! Mistake: folds over South's pits only, `0..6`, so North's stones are never shared out.
use ayoayo::{Board, Score, owner};

pub fn share_out(board: Board, score: Score) -> Score {
    let south: Vec<usize> = (0..6).collect();
    fold_pits(board, &south, score, &|mut score: Score, pit, stones| {
        let player = owner(pit) as usize;
        score[player] = score[player].saturating_add(stones);
        score
    })
}
