//! Mistake: `keeps_every_stone` checks only that no stone is made (`<=`), so a move that loses
//! stones passes it.
use ayoayo::{Board, Pit, Play, Score};

pub use ayoayo::{
    agrees_turned_round, agrees_with_one_sowing, boards, captured_stones, sow_and_capture,
};

fn in_play(board: Board, score: Score) -> u32 {
    board.iter().map(|&pit| u32::from(pit)).sum::<u32>() + u32::from(score[0]) + u32::from(score[1])
}

pub fn keeps_every_stone(play: Play, board: Board, score: Score, start: Pit) -> bool {
    match play(board, score, start) {
        Some((after, new_score)) => in_play(after, new_score) <= in_play(board, score),
        None => true,
    }
}
