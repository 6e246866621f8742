//! Worked examples: captures after a move has come to rest (`captured_stones`), then whole
//! moves with their scores (`sow_and_capture`), one of which never ends.

use ayoayo::{Board, OPENING, Pit, Score};
use captures::{captured_stones, sow_and_capture};
use testkit::{announce, assert_answer, isolated};

/// The endless board of chapter 4: South's pit 1 relays for ever.
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

/// Calls `sow_and_capture`, saying so first, so that a call that never returns names its board.
fn move_from(board: Board, score: Score, start: Pit) -> Option<(Board, Score)> {
    announce(
        format_args!("sow_and_capture(board, {score:?}, {start})"),
        board,
    );
    sow_and_capture(board, score, start)
}

#[test]
fn after_the_opening_s_pit_3_south_captures_the_six_stones_facing_pit_0() {
    assert_answer!(
        captured_stones([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], 3, 0),
        ([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], 6),
        "pits 3 and 0 are both South's, so South takes the 6 stones of pit 11, opposite pit 0; \
         the last stone stays in pit 0"
    );
}

#[test]
fn ending_on_the_opponent_s_side_captures_nothing() {
    let board = [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5];
    assert_answer!(
        captured_stones(board, 0, 9),
        (board, 0),
        "the opening's pit 0 comes to rest in pit 9, on North's side: South captures nothing, \
         and pit 2, opposite, keeps its 6 stones"
    );
}

#[test]
fn a_capture_from_an_empty_pit_takes_nothing() {
    let board = [0, 1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    assert_answer!(
        captured_stones(board, 0, 1),
        (board, 0),
        "pit 1 is on South's side, but pit 10, opposite, is empty: the capture takes 0 stones"
    );
}

#[test]
fn north_captures_from_south_s_row() {
    assert_answer!(
        captured_stones([7, 13, 5, 1, 0, 1, 0, 4, 0, 0, 1, 4], 9, 10),
        ([7, 0, 5, 1, 0, 1, 0, 4, 0, 0, 1, 4], 13),
        "pits 9 and 10 are both North's, so North takes the 13 stones of pit 1, opposite pit 10"
    );
}

#[test]
fn the_side_that_counts_is_the_mover_s_not_always_south_s() {
    let board = [5, 9, 1, 3, 0, 1, 3, 4, 0, 2, 10, 4];
    assert_answer!(
        captured_stones(board, 8, 2),
        (board, 0),
        "the move began in North's pit 8, so North is moving; it ended in pit 2, on South's side, \
         so nothing is captured (pit 9, opposite, keeps its 2 stones)"
    );
}

#[test]
fn the_whole_move_from_pit_3_of_the_opening_scores_six_for_south() {
    isolated(|| {
        assert_answer!(
            move_from(OPENING, [0, 0], 3),
            Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0])),
            "South captures the 6 stones of pit 11; South's score is score[0]"
        );
    });
}

#[test]
fn the_opening_from_pit_0_ends_in_north_s_pit_9_and_scores_nothing() {
    isolated(|| {
        assert_answer!(
            move_from(OPENING, [0, 0], 0),
            Some(([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], [0, 0])),
            "the board is the relay's, untouched by a capture, and the score stays [0, 0]"
        );
    });
}

#[test]
fn north_s_move_from_pit_8_ends_on_south_s_side_and_scores_nothing() {
    isolated(|| {
        assert_answer!(
            move_from([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0], 8),
            Some(([5, 9, 1, 3, 0, 1, 3, 4, 0, 2, 10, 4], [6, 0])),
            "North's move from pit 8 comes to rest in South's pit 2: no capture for anyone"
        );
    });
}

#[test]
fn a_capture_is_added_to_the_score_already_won() {
    isolated(|| {
        assert_answer!(
            move_from([5, 9, 1, 3, 0, 1, 3, 4, 0, 2, 10, 4], [6, 0], 0),
            Some(([0, 1, 3, 5, 2, 1, 5, 1, 2, 4, 0, 6], [18, 0])),
            "South had 6 and captures the 12 stones of pit 10: 6 + 12 = 18"
        );
    });
}

#[test]
fn north_s_capture_goes_to_north_s_score() {
    isolated(|| {
        assert_answer!(
            move_from([7, 13, 5, 1, 0, 1, 0, 4, 0, 1, 0, 4], [6, 6], 9),
            Some(([7, 0, 5, 1, 0, 1, 0, 4, 0, 0, 1, 4], [6, 19])),
            "North moves (pit 9 is North's) and captures 13: score[1] grows from 6 to 19, \
             South's score[0] stays 6"
        );
    });
}

#[test]
fn a_capture_of_nothing_leaves_the_score_as_it_was() {
    isolated(|| {
        assert_answer!(
            move_from([1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], [39, 5], 0),
            Some(([0, 1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], [39, 5])),
            "the stone from pit 0 comes to rest in pit 1, opposite the empty pit 10: \
             South captures 0, so South still has 39"
        );
    });
}

#[test]
fn a_move_whose_relay_never_ends_gives_none() {
    isolated(|| {
        assert_answer!(
            move_from(ENDLESS, [0, 0], 1),
            None,
            "this relay comes back to an earlier state after 639 sowings, so it never ends: \
             there is no end pit, no capture and no new score"
        );
    });
}
