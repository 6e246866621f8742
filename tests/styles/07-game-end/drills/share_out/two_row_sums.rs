//! Style: the board split into its two rows, each row's stones summed and added to its owner's
//! score in one step, where the model answer folds over every pit, adding its stones to its
//! owner's score one pit at a time.
//!
//! Correct because South owns the first six pits and North the last six, and each player gets
//! the stones of their own row. The sums are taken as `u32`, so they cannot wrap, and a score
//! past 255 stops there: adding the row at once with a stop at 255 ends where adding it pit by
//! pit with `saturating_add` does, since no pit holds fewer than no stones.
use ayoayo::{Board, PITS, Score};

pub fn share_out(board: Board, score: Score) -> Score {
    let (south, north) = board.split_at(PITS / 2);
    let add = |score: u8, row: &[u8]| {
        let total = u32::from(score) + row.iter().map(|&stones| u32::from(stones)).sum::<u32>();
        u8::try_from(total).unwrap_or(u8::MAX)
    };
    [add(score[0], south), add(score[1], north)]
}
