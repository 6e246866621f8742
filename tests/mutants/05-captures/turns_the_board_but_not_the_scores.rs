//! Mistake: `agrees_turned_round` turns the board and the pit round but leaves the scores
//! where they were, so South's captures are compared with North's.
use ayoayo::{Board, Pit, Play, Score};

pub use ayoayo::{
    agrees_with_one_sowing, boards, captured_stones, keeps_every_stone, sow_and_capture,
};

fn turned_round(board: Board) -> Board {
    std::array::from_fn(|pit| board[(pit + 6) % 12])
}

pub fn agrees_turned_round(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let turned = play(turned_round(board), score, (start + 6) % 12);
    turned == play(board, score, start).map(|(after, score)| (turned_round(after), score))
}
