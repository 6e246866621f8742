//! Mistake: adds each pit's stones to the opponent's score (`owner(pit).other()`), as a capture
//! takes the opponent's stones, though here each player keeps their own.
use ayoayo::{Board, Score, owner};

pub fn share_out(board: Board, score: Score) -> Score {
    let every_pit: Vec<usize> = (0..12).collect();
    fold_pits(board, &every_pit, score, &|mut score: Score, pit, stones| {
        let player = owner(pit).other() as usize;
        score[player] = score[player].saturating_add(stones);
        score
    })
}
