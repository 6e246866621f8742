//! Worked examples: counting stones with an accumulator, the end of the game, whole turns from rules.md and the book, and each kind
//! of illegal move, in the fixed order of the checks.

use ayoayo::{Board, IllegalMove, OPENING, Pit, Player, Score};
use game_end::{count_stones, handle_game_end, take_turn};
use testkit::{announce, assert_answer, isolated};

use IllegalMove::{EmptyPit, MustFeed, NotYourPit, OffBoard, SowsForever};
use Player::{North, South};

/// The board after South's opening move from pit 3: North's pits 6 and 11 are empty.
const AFTER_PIT_3: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];

/// The endless board of chapter 4: South's pit 1 relays for ever.
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];

/// The essay's late position: North has no stones, and only South's pit 2 feeds North.
const STARVING: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];

fn count(board: Board, pits: &[Pit], counted: u8) -> u8 {
    announce(
        format_args!("count_stones(board, &{pits:?}, {counted})"),
        board,
    );
    count_stones(board, pits, counted)
}

fn game_end(board: Board, score: Score, mover: Player) -> (Board, Score) {
    announce(
        format_args!("handle_game_end(board, {score:?}, {mover:?})"),
        board,
    );
    handle_game_end(board, score, mover)
}

type Turn = Result<(Board, Score, bool), IllegalMove>;

fn turn(board: Board, score: Score, mover: Player, pit: Pit) -> Turn {
    announce(
        format_args!("take_turn(board, {score:?}, {mover:?}, {pit})"),
        board,
    );
    take_turn(board, score, mover, pit)
}

#[test]
fn counting_adds_the_stones_of_the_pits_to_the_count_so_far() {
    isolated(|| {
        let board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0];
        assert_answer!(
            count(board, &[0, 1, 2, 3, 4, 5], 40),
            43,
            "South's pits hold 3 stones, added to the 40 counted so far"
        );
        assert_answer!(
            count(board, &[0, 1, 2, 3, 4, 5], 0),
            3,
            "South's pits hold 3 stones, and nothing was counted before"
        );
        assert_answer!(
            count(AFTER_PIT_3, &[7, 9], 0),
            7,
            "pit 7 holds 1 stone and pit 9 holds 6: only the pits asked about are counted"
        );
    });
}

#[test]
fn no_pits_leave_the_count_as_it_was() {
    isolated(|| {
        assert_answer!(
            count(OPENING, &[], 17),
            17,
            "with no pits left to count, the answer is the count so far"
        );
        assert_answer!(
            count(STARVING, &[6, 7, 8, 9, 10, 11], 5),
            5,
            "North's pits are all empty, so the count stays at 5"
        );
    });
}

#[test]
fn a_count_stops_at_255() {
    isolated(|| {
        assert_answer!(
            count(OPENING, &[0, 1, 2], 250),
            255,
            "250 and 12 stones make 262, more than a u8 holds: the count stops at 255"
        );
    });
}

#[test]
fn game_end_sweeps_south_s_row_when_north_has_no_stones_left() {
    isolated(|| {
        assert_answer!(
            game_end([1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0], [40, 5], South),
            ([0; 12], [43, 5]),
            "North's side is empty, so South captures the 3 stones on South's side"
        );
    });
}

#[test]
fn game_end_changes_nothing_while_the_opponent_still_has_stones() {
    isolated(|| {
        let board = [1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 2];
        assert_answer!(
            game_end(board, [38, 5], South),
            (board, [38, 5]),
            "North still has 2 stones in pit 11, so the game goes on"
        );
        let board = [0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0];
        assert_answer!(
            game_end(board, [40, 5], South),
            (board, [40, 5]),
            "only the opponent's side matters: South's own side being empty ends nothing"
        );
    });
}

#[test]
fn game_end_sweeps_north_s_row_into_north_s_score_when_north_moved() {
    isolated(|| {
        assert_answer!(
            game_end([0, 0, 0, 0, 0, 0, 2, 0, 1, 0, 0, 3], [20, 22], North),
            ([0; 12], [20, 28]),
            "South's side is empty, so North (score index 1) captures the 6 stones on its side"
        );
    });
}

#[test]
fn the_essay_s_last_move_captures_south_s_row_and_ends_the_game() {
    isolated(|| {
        assert_answer!(
            turn([1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0], [40, 5], South, 2),
            Ok(([0; 12], [43, 5], true)),
            "the stone lands in pit 3; North is still empty, so South captures its 3 stones"
        );
    });
}

#[test]
fn the_essay_s_relay_feeds_north_and_the_game_goes_on() {
    isolated(|| {
        assert_answer!(
            turn(STARVING, [39, 5], South, 2),
            Ok(([1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0], [39, 5], false)),
            "the relay through pit 4 drops a stone into North's pit 6"
        );
    });
}

#[test]
fn the_opening_move_from_pit_3_captures_six() {
    isolated(|| {
        assert_answer!(
            turn(OPENING, [0, 0], South, 3),
            Ok((AFTER_PIT_3, [6, 0], false)),
            "the relay ends in South's pit 0, so South captures the 6 stones of pit 11"
        );
    });
}

#[test]
fn north_replies_from_pit_9_and_captures_nothing() {
    isolated(|| {
        assert_answer!(
            turn(AFTER_PIT_3, [6, 0], North, 9),
            Ok(([2, 6, 6, 1, 6, 6, 0, 1, 6, 0, 7, 1], [6, 0], false)),
            "the last stone lands in South's empty pit 3: not North's side, so no capture"
        );
    });
}

#[test]
fn north_may_sow_pit_11_the_last_pit_of_the_board() {
    isolated(|| {
        assert_answer!(
            turn(OPENING, [0, 0], North, 11),
            Ok(([6, 6, 0, 0, 6, 6, 6, 6, 1, 5, 5, 0], [0, 1], false)),
            "pit 11 is on the board: the pits are 0 to 11"
        );
    });
}

#[test]
fn a_capture_that_empties_the_opponent_s_row_ends_the_game() {
    isolated(|| {
        assert_answer!(
            turn([0, 0, 0, 0, 18, 0, 1, 0, 0, 0, 1, 0], [24, 4], North, 6),
            Ok(([0; 12], [24, 24], true)),
            "North captures 18 from pit 4, South is left empty, so North also captures its own 2"
        );
    });
}

#[test]
fn when_no_move_can_feed_the_opponent_any_move_may_be_played() {
    isolated(|| {
        assert_answer!(
            turn([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [30, 17], South, 0),
            Ok(([0; 12], [31, 17], true)),
            "North is empty and no South move can feed it, so pit 0 may be played; \
             North is still empty after it, so South captures its last stone and the game ends"
        );
    });
}

#[test]
fn pit_12_is_off_the_board_for_either_player() {
    isolated(|| {
        assert_answer!(turn(OPENING, [0, 0], South, 12), Err(OffBoard(12)));
        assert_answer!(
            turn(OPENING, [0, 0], North, 12),
            Err(OffBoard(12)),
            "check that the pit exists before anything else: `board[12]` would panic"
        );
    });
}

#[test]
fn a_pit_on_the_opponent_s_row_is_not_yours() {
    isolated(|| {
        assert_answer!(turn(OPENING, [0, 0], South, 7), Err(NotYourPit(7)));
        assert_answer!(turn(OPENING, [0, 0], North, 3), Err(NotYourPit(3)));
    });
}

#[test]
fn an_opponent_s_empty_pit_is_still_not_yours() {
    isolated(|| {
        for pit in [6, 11] {
            assert_answer!(
                turn(AFTER_PIT_3, [6, 0], South, pit),
                Err(NotYourPit(pit)),
                "pit {pit} is North's, and empty: ownership is checked before emptiness"
            );
        }
    });
}

#[test]
fn an_empty_pit_of_your_own_cannot_be_sown() {
    isolated(|| {
        assert_answer!(turn(AFTER_PIT_3, [6, 0], South, 3), Err(EmptyPit(3)));
        assert_answer!(turn(AFTER_PIT_3, [6, 0], North, 11), Err(EmptyPit(11)));
    });
}

#[test]
fn a_move_that_sows_forever_is_not_permissible() {
    isolated(|| {
        assert_answer!(
            turn(ENDLESS, [0, 0], South, 1),
            Err(SowsForever(1)),
            "rules.md, rule 6: this relay comes back to an earlier state and never ends"
        );
    });
}

#[test]
fn a_move_that_leaves_a_starving_opponent_empty_must_make_way_for_one_that_feeds() {
    isolated(|| {
        for pit in [0, 4] {
            assert_answer!(
                turn(STARVING, [39, 5], South, pit),
                Err(MustFeed(pit)),
                "North has no stones, pit {pit} leaves it none, and pit 2 would feed it"
            );
        }
    });
}
