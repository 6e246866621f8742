//! Style: `Option` combinators and iterators rather than `if` and early returns, and random
//! boards cut to the stones of a game. `sow_and_capture` is one `map` over the relay's answer,
//! the properties count with iterator sums and compare whole answers, and `boards` asks up to
//! eight stones of each pit from a budget of 48.
//!
//! Correct because each function says the rule directly: the mover captures the pit opposite
//! the end exactly when the end is on their side; an endless relay has no answer, which `map`
//! passes on as `None`; and a board cut to 48 stones is a board of the game, of every kind,
//! whose pits each shrink toward none (toward the empty board).
use ayoayo::{Board, Pit, Play, Score, opposite, owner, sow, try_relay_sow};
use proptest::prelude::*;

pub fn captured_stones(board: Board, start: Pit, end: Pit) -> (Board, u8) {
    let taken_from = (owner(start) == owner(end)).then(|| opposite(end));
    let mut after = board;
    let captured = taken_from.map_or(0, |pit| std::mem::take(&mut after[pit]));
    (after, captured)
}

/// `score` with `captured` more for the owner of `start`.
fn credited(score: Score, start: Pit, captured: u8) -> Score {
    let mover = owner(start) as usize;
    std::array::from_fn(|player| {
        let extra = if player == mover { captured } else { 0 };
        score[player].saturating_add(extra)
    })
}

pub fn sow_and_capture(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    try_relay_sow(board, start).map(|(sown, end)| {
        let (after, captured) = captured_stones(sown, start, end);
        (after, credited(score, start, captured))
    })
}

/// Every stone of a position: those on the board and those captured.
fn total(board: Board, score: Score) -> u32 {
    board
        .iter()
        .chain(&score)
        .map(|&stones| u32::from(stones))
        .sum()
}

pub fn keeps_every_stone(play: Play, board: Board, score: Score, start: Pit) -> bool {
    play(board, score, start).is_none_or(|(after, new)| total(after, new) == total(board, score))
}

/// The board seen from the other side: pit `p`'s stones in pit `(p + 6) % 12`.
fn turn(board: Board) -> Board {
    let mut turned = board;
    turned.rotate_right(6);
    turned
}

pub fn agrees_turned_round(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let swap = |[south, north]: Score| [north, south];
    let turned_answer = play(turn(board), swap(score), (start + 6) % 12);
    let answer = play(board, score, start).map(|(after, new)| (turn(after), swap(new)));
    turned_answer == answer
}

pub fn agrees_with_one_sowing(play: Play, board: Board, score: Score, start: Pit) -> bool {
    let (sown, end) = sow(board, start, start);
    let one_sowing = board[start] > 0 && sown[end] == 1;
    !one_sowing || {
        let (after, captured) = captured_stones(sown, start, end);
        play(board, score, start) == Some((after, credited(score, start, captured)))
    }
}

pub fn boards() -> impl Strategy<Value = Board> {
    // Up to eight stones a pit, but no more than the game's 48 in all: each pit gets what it
    // asks for out of what is left.
    proptest::array::uniform12(0..=8u8).prop_map(|wanted| {
        let mut left = 48u8;
        wanted.map(|stones| {
            let given = stones.min(left);
            left -= given;
            given
        })
    })
}
