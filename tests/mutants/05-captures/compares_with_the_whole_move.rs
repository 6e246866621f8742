//! Mistake: `agrees_with_one_sowing` compares every move with the reference's whole move, not
//! with one sowing and a capture, so it judges relays too, and needs a reference to exist.
use ayoayo::{Board, Pit, Play, Score};

pub use ayoayo::{
    agrees_turned_round, boards, captured_stones, keeps_every_stone, sow_and_capture,
};

pub fn agrees_with_one_sowing(play: Play, board: Board, score: Score, start: Pit) -> bool {
    play(board, score, start) == ayoayo::sow_and_capture(board, score, start)
}
