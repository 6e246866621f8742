//! Worked examples: the functional-programming course's own `square_next` examples, each of
//! `distribute`'s four outcomes, and whole moves.

use ayoayo::Player::{North, South};
use ayoayo::kalah::{Board, STANDARD_BOARD};
use kalah::{distribute, play_move, sowing, square_next};
use testkit::{announce, assert_answer, isolated};

use crate::{both_sowings, first_difference};

const PLAY_AGAIN: &str = "Last stone in your mancala. Play again.";
const CAPTURE: &str = "Last stone in empty space. Pick up the stones in the opposite square.";
const NEXT_TURN: &str = "Out of stones. Next player's turn.";

/// South's row empty but for nothing; North's full: a last stone in South's pit 1 captures.
const SOUTH_EMPTY: Board = [0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0];

#[test]
fn square_next_follows_the_course_s_examples() {
    isolated(|| {
        announce("square_next(South, 3)", STANDARD_BOARD);
        assert_answer!(square_next(South, 3), 4);
        announce("square_next(South, 5)", STANDARD_BOARD);
        assert_answer!(square_next(South, 5), 6, "South sows into its own goal");
        announce("square_next(North, 5)", STANDARD_BOARD);
        assert_answer!(
            square_next(North, 5),
            7,
            "North passes over South's goal, 6"
        );
        announce("square_next(North, 12)", STANDARD_BOARD);
        assert_answer!(square_next(North, 12), 13, "North sows into its own goal");
        announce("square_next(South, 12)", STANDARD_BOARD);
        assert_answer!(
            square_next(South, 12),
            0,
            "South passes over North's goal, 13"
        );
    });
}

#[test]
fn square_next_goes_round_from_the_last_square() {
    isolated(|| {
        announce("square_next(North, 13)", STANDARD_BOARD);
        assert_answer!(
            square_next(North, 13),
            0,
            "square 13 is the last: next comes 0"
        );
    });
}

#[test]
fn a_stone_with_more_to_come_keeps_the_player() {
    isolated(|| {
        announce("distribute(board, South, 3, 3)", STANDARD_BOARD);
        assert_answer!(
            distribute(STANDARD_BOARD, South, 3, 3),
            ([4, 4, 4, 5, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0], South, 4, 2, "")
        );
    });
}

#[test]
fn a_last_stone_in_the_own_goal_plays_again() {
    isolated(|| {
        announce("distribute(board, North, 13, 1)", STANDARD_BOARD);
        assert_answer!(
            distribute(STANDARD_BOARD, North, 13, 1),
            (
                [4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 1],
                North,
                0,
                0,
                PLAY_AGAIN
            )
        );
    });
}

#[test]
fn a_last_stone_in_an_empty_own_pit_captures_the_pit_opposite() {
    isolated(|| {
        announce("distribute(board, South, 1, 1)", SOUTH_EMPTY);
        assert_answer!(
            distribute(SOUTH_EMPTY, South, 1, 1),
            (
                [0, 1, 0, 0, 0, 0, 4, 4, 4, 4, 4, 0, 4, 0],
                North,
                0,
                0,
                CAPTURE
            ),
            "pit 1 was empty and is South's: pit 11's four stones go to South's goal, 6"
        );
    });
}

#[test]
fn a_last_stone_in_an_empty_pit_of_the_opponent_passes_the_turn() {
    isolated(|| {
        announce("distribute(board, North, 3, 1)", SOUTH_EMPTY);
        assert_answer!(
            distribute(SOUTH_EMPTY, North, 3, 1),
            (
                [0, 0, 0, 1, 0, 0, 0, 4, 4, 4, 4, 4, 4, 0],
                South,
                0,
                0,
                NEXT_TURN
            ),
            "pit 3 is South's, so North captures nothing there"
        );
    });
}

#[test]
fn a_last_stone_on_others_passes_the_turn() {
    isolated(|| {
        announce("distribute(board, South, 4, 1)", STANDARD_BOARD);
        assert_answer!(
            distribute(STANDARD_BOARD, South, 4, 1),
            (
                [4, 4, 4, 4, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0],
                North,
                0,
                0,
                NEXT_TURN
            )
        );
    });
}

#[test]
fn sowing_south_s_pit_2_ends_in_its_goal() {
    isolated(|| {
        announce("sowing(board, South, 2)", STANDARD_BOARD);
        let (yours, reference) = both_sowings(STANDARD_BOARD, South, 2);
        let last = (
            [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0],
            South,
            0,
            0,
            PLAY_AGAIN,
        );
        assert_eq!(reference.last(), Some(&last), "the reference's own example");
        if let Some(difference) = first_difference(&yours, &reference) {
            panic!("{difference}");
        }
    });
}

#[test]
fn sowing_an_empty_pit_gives_the_move_before_any_stone() {
    isolated(|| {
        let board = [0, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
        announce("sowing(board, South, 0)", board);
        let yours: Vec<_> = sowing(board, South, 0).take(2).collect();
        if let Some(difference) = first_difference(&yours, &[(board, South, 1, 0, "")]) {
            panic!("{difference}");
        }
    });
}

#[test]
fn playing_pit_0_of_the_standard_board_passes_the_turn() {
    isolated(|| {
        announce("play_move(board, South, 0)", STANDARD_BOARD);
        assert_answer!(
            play_move(STANDARD_BOARD, South, 0),
            ([0, 5, 5, 5, 5, 4, 0, 4, 4, 4, 4, 4, 4, 0], North, NEXT_TURN)
        );
    });
}

#[test]
fn north_sows_its_goal_and_goes_on_round() {
    isolated(|| {
        announce("play_move(board, North, 11)", STANDARD_BOARD);
        assert_answer!(
            play_move(STANDARD_BOARD, North, 11),
            ([5, 5, 4, 4, 4, 4, 0, 4, 4, 4, 4, 0, 5, 1], South, NEXT_TURN),
            "North's stones go into 12, 13 (its goal), then round to 0 and 1"
        );
    });
}

#[test]
fn north_passes_over_south_s_goal() {
    isolated(|| {
        let mut board = STANDARD_BOARD;
        board[9] = 11;
        announce("play_move(board, North, 9)", board);
        assert_answer!(
            play_move(board, North, 9),
            ([5, 5, 5, 5, 5, 5, 0, 5, 4, 0, 5, 5, 5, 1], South, NEXT_TURN),
            "North's tenth stone goes into South's pit 5, its eleventh past South's goal into 7"
        );
    });
}

#[test]
fn a_move_of_thirteen_stones_laps_into_its_own_emptied_pit_and_captures() {
    isolated(|| {
        let mut board = [0; 14];
        (board[0], board[12]) = (13, 2);
        announce("play_move(board, South, 0)", board);
        assert_answer!(
            play_move(board, South, 0),
            (
                [1, 1, 1, 1, 1, 1, 4, 1, 1, 1, 1, 1, 0, 0],
                South.other(),
                CAPTURE
            ),
            "the thirteenth stone comes back to pit 0, emptied at the start, and takes pit 12"
        );
    });
}

#[test]
fn playing_an_empty_pit_changes_nothing() {
    isolated(|| {
        let board = [0, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0];
        announce("play_move(board, South, 0)", board);
        assert_answer!(play_move(board, South, 0), (board, South, ""));
    });
}
