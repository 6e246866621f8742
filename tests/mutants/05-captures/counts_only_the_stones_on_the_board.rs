//! Mistake: `keeps_every_stone` counts the stones on the board and forgets the scores, so every
//! capture looks like stones lost, and the property is false for a correct move.
use ayoayo::{Board, Pit, Play, Score};

pub use ayoayo::{
    agrees_turned_round, agrees_with_one_sowing, boards, captured_stones, sow_and_capture,
};

fn stones(board: Board) -> u32 {
    board.iter().map(|&pit| u32::from(pit)).sum()
}

pub fn keeps_every_stone(play: Play, board: Board, score: Score, start: Pit) -> bool {
    match play(board, score, start) {
        Some((after, _)) => stones(after) == stones(board),
        None => true,
    }
}
