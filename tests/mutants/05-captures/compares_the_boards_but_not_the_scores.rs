//! Mistake: `agrees_with_one_sowing` compares the board after one sowing and its capture, but
//! not the score, so a capture credited to the wrong player passes it.
use ayoayo::{Board, Pit, Play, Score, sow};

pub use ayoayo::{
    agrees_turned_round, boards, captured_stones, keeps_every_stone, sow_and_capture,
};

pub fn agrees_with_one_sowing(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let (sown, end) = sow(board, start, start);
    if board[start] == 0 || sown[end] != 1 {
        return true;
    }
    let (after, _) = captured_stones(sown, start, end);
    play(board, score, start).map(|(board, _)| board) == Some(after)
}
