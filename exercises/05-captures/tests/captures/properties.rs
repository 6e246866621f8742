//! Properties that hold for every board, checked on random ones. When one fails, proptest
//! shrinks the input to a small example that still fails and prints it.

use ayoayo::{Board, Pit, Score, opposite, owner};
use captures::{captured_stones, sow_and_capture};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, boards, config, isolated, pits, prop_assert_answer,
    quick_boards_with_stones_in, quietly, stones,
};

/// A board as a move may leave it: the move began in `start` (emptied, and skipped by the
/// sowing) and came to rest in another pit, `end`, which holds at least the last stone.
fn at_rest() -> impl Strategy<Value = (Drawn, Pit, Pit)> {
    (boards(), pits(), 1..12usize).prop_map(|(Drawn(mut board), start, further)| {
        let end = (start + further) % 12;
        board[start] = 0;
        board[end] = board[end].max(1);
        (Drawn(board), start, end)
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn captured_stones_neither_loses_nor_makes_stones(
        (Drawn(board), start, end) in at_rest()
    ) {
        let (after, captured) = quietly(|| captured_stones(board, start, end))?;
        prop_assert_eq!(
            stones(after) + u32::from(captured),
            stones(board),
            "the stones left on the board plus those captured must equal the stones before"
        );
    }

    #[test]
    fn captured_stones_touches_only_the_pit_opposite_the_end(
        (Drawn(board), start, end) in at_rest()
    ) {
        let (after, _) = quietly(|| captured_stones(board, start, end))?;
        let facing = opposite(end);
        for other in (0..12).filter(|&other| other != facing) {
            prop_assert_eq!(after[other], board[other], "pit {} changed", other);
        }
        prop_assert!(
            after[facing] == 0 || after[facing] == board[facing],
            "pit {}, opposite the end, is either captured whole or left alone",
            facing
        );
    }

    #[test]
    fn captured_stones_agrees_with_the_reference(
        (Drawn(board), start, end) in at_rest()
    ) {
        announce(format_args!("captured_stones(board, {start}, {end})"), board);
        let yours = quietly(|| captured_stones(board, start, end))?;
        prop_assert_answer!(yours, ayoayo::captured_stones(board, start, end));
    }
}

/// Scores small enough that adding a capture to them cannot overflow a `u8`.
fn scores() -> impl Strategy<Value = Score> {
    proptest::array::uniform2(0u8..=20)
}

/// A random move: a board, one of its non-empty pits, and the score before the move. A quarter
/// of the relays never end (see `testkit::quick_boards_with_stones_in`).
fn moves() -> impl Strategy<Value = ((Drawn, Pit), Score)> {
    (quick_boards_with_stones_in(), scores())
}

/// Your `sow_and_capture`, saying first which call it is.
fn yours(board: Board, score: Score, start: Pit) -> Result<Option<(Board, Score)>, TestCaseError> {
    announce(
        format_args!("sow_and_capture(board, {score:?}, {start})"),
        board,
    );
    quietly(|| sow_and_capture(board, score, start))
}

fn total(board: Board, score: Score) -> u32 {
    stones(board) + u32::from(score[0]) + u32::from(score[1])
}

#[test]
fn sow_and_capture_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(((Drawn(board), start), score) in moves())| {
            prop_assert_answer!(
                yours(board, score, start)?,
                ayoayo::sow_and_capture(board, score, start)
            );
        });
    });
}

#[test]
fn a_move_keeps_every_stone_on_the_board_or_in_the_score() {
    isolated(|| {
        proptest!(config(), |(((Drawn(board), start), score) in moves())| {
            if let Some((after, new_score)) = yours(board, score, start)? {
                prop_assert_eq!(
                    total(after, new_score),
                    total(board, score),
                    "stones on the board plus both scores must be the same before and after a move"
                );
            }
        });
    });
}

#[test]
fn only_the_mover_s_score_changes_and_never_goes_down() {
    isolated(|| {
        proptest!(config(), |(((Drawn(board), start), score) in moves())| {
            if let Some((_, new_score)) = yours(board, score, start)? {
                let mover = owner(start) as usize;
                let other = 1 - mover;
                prop_assert_eq!(
                    new_score[other],
                    score[other],
                    "pit {} belongs to the mover, so the other player's score[{}] must not change",
                    start,
                    other
                );
                prop_assert!(
                    new_score[mover] >= score[mover],
                    "a capture adds to the mover's score[{}]: {} became {}",
                    mover,
                    score[mover],
                    new_score[mover]
                );
            }
        });
    });
}
