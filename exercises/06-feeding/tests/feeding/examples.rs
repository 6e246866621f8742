//! Worked examples: the book's boards, from the six pits a player owns down to the moves they
//! may make when the opponent's row is empty.

use ayoayo::{Board, OPENING, Pit, Player};
use feeding::{has_stones, moves_that_feed, permissible_moves, possible_moves, potential_moves};
use testkit::{announce, assert_answer, isolated};

/// The board after South's first capture (chapter 5): North's pits 6 and 11 are empty.
const AFTER_CAPTURE: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
/// The essay's example: North's row is empty, and only South's pit 2 feeds North.
const ONLY_PIT_2_FEEDS: Board = [1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0];
/// North's row is empty, and every South stone just drops into the empty pit beside it.
const NOTHING_FEEDS: Board = [1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
/// Chapter 4's endless board: South's pit 1 relays for ever (rule 6).
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
/// North has stones, but South's pit 1 ends in pit 2 and captures both of them from pit 9.
const CAPTURES_NORTH_S_LAST: Board = [0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0];
/// The essay's example turned round: South's row is empty, and only North's pit 8 feeds South.
const ONLY_PIT_8_FEEDS: Board = [0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 1, 0];

fn possible(board: Board, moves: &[Pit]) -> Vec<Pit> {
    announce(format_args!("possible_moves(board, &{moves:?})"), board);
    possible_moves(board, moves)
}

fn stones_of(board: Board, player: Player) -> bool {
    announce(format_args!("has_stones(board, Player::{player:?})"), board);
    has_stones(board, player)
}

fn feeders(board: Board, moves: &[Pit]) -> Vec<Pit> {
    announce(format_args!("moves_that_feed(board, &{moves:?})"), board);
    moves_that_feed(board, moves)
}

fn permissible(board: Board, player: Player) -> Vec<Pit> {
    announce(
        format_args!("permissible_moves(board, Player::{player:?})"),
        board,
    );
    permissible_moves(board, player)
}

#[test]
fn south_s_potential_moves_are_pits_0_to_5() {
    assert_answer!(potential_moves(Player::South), [0, 1, 2, 3, 4, 5]);
}

#[test]
fn north_s_potential_moves_are_pits_6_to_11() {
    assert_answer!(
        potential_moves(Player::North),
        [6, 7, 8, 9, 10, 11],
        "North owns the six pits from 6 up to and including 11"
    );
}

#[test]
fn north_s_possible_moves_after_south_s_first_capture_are_7_to_10() {
    isolated(|| {
        assert_answer!(
            possible(AFTER_CAPTURE, &[6, 7, 8, 9, 10, 11]),
            [7, 8, 9, 10],
            "pits 6 and 11 are empty, so they are not possible moves"
        );
    });
}

#[test]
fn possible_moves_keeps_the_order_it_was_given() {
    isolated(|| {
        assert_answer!(
            possible(AFTER_CAPTURE, &[5, 3, 1]),
            [5, 1],
            "pit 3 is empty; the others stay in the order they came, 5 before 1"
        );
    });
}

#[test]
fn possible_moves_keeps_the_first_move_too() {
    isolated(|| {
        assert_answer!(
            possible(AFTER_CAPTURE, &[0]),
            [0],
            "pit 0 holds a stone; the first move is moves[0], not moves[1]"
        );
    });
}

#[test]
fn no_moves_have_no_possible_moves() {
    isolated(|| {
        assert_answer!(
            possible(AFTER_CAPTURE, &[]),
            Vec::<Pit>::new(),
            "the empty slice is the base case: its answer is an empty Vec"
        );
    });
}

#[test]
fn both_sides_of_the_opening_have_stones() {
    isolated(|| {
        assert!(stones_of(OPENING, Player::South), "South has 24 stones");
        assert!(stones_of(OPENING, Player::North), "North has 24 stones");
    });
}

#[test]
fn an_empty_row_has_no_stones() {
    isolated(|| {
        assert!(
            stones_of(ONLY_PIT_2_FEEDS, Player::South),
            "South has 4 stones"
        );
        assert!(
            !stones_of(ONLY_PIT_2_FEEDS, Player::North),
            "North's pits 6 to 11 are all empty"
        );
    });
}

#[test]
fn one_stone_in_the_last_pit_is_enough() {
    let board = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    isolated(|| {
        assert!(
            stones_of(board, Player::North),
            "North's pit 11 holds a stone"
        );
        assert!(
            !stones_of(board, Player::South),
            "South's pits 0 to 5 are empty"
        );
    });
}

#[test]
fn only_pit_2_feeds_north_on_the_essay_s_board() {
    isolated(|| {
        assert_answer!(
            feeders(ONLY_PIT_2_FEEDS, &[0, 2, 4]),
            [2],
            "pits 0 and 4 end in South's row; pit 2 relays a stone into North's pit 6"
        );
    });
}

#[test]
fn one_move_alone_is_checked_too() {
    isolated(|| {
        assert_answer!(
            feeders(ONLY_PIT_2_FEEDS, &[2]),
            [2],
            "with a single move there is no moves[1]: look at moves[0], or at each move itself"
        );
    });
}

#[test]
fn moves_that_feed_keeps_the_order_it_was_given() {
    isolated(|| assert_answer!(feeders(OPENING, &[5, 0, 3]), [5, 0, 3]));
}

#[test]
fn a_move_that_sows_forever_feeds_no_one() {
    isolated(|| {
        assert_answer!(
            feeders(ENDLESS, &[0, 1, 2]),
            [0, 2],
            "pit 1's relay never ends, so it never leaves North anything"
        );
    });
}

#[test]
fn a_capture_can_take_back_what_the_sowing_gave() {
    isolated(|| {
        assert_answer!(
            feeders(CAPTURES_NORTH_S_LAST, &[1, 5]),
            [5],
            "pit 1 ends in pit 2 and captures pit 9, North's last two stones: look after the capture"
        );
    });
}

#[test]
fn north_s_moves_feed_south() {
    isolated(|| {
        assert_answer!(
            feeders(ONLY_PIT_8_FEEDS, &[6, 8, 10]),
            [8],
            "for North's moves, the opponent is South"
        );
    });
}

#[test]
fn south_must_feed_north_with_pit_2() {
    isolated(|| {
        assert_answer!(
            permissible(ONLY_PIT_2_FEEDS, Player::South),
            [2],
            "North has no stones, and pit 2 is the only move that gives them one"
        );
    });
}

#[test]
fn when_no_move_feeds_every_move_is_permissible() {
    isolated(|| {
        assert_answer!(
            permissible(NOTHING_FEEDS, Player::South),
            [0, 2, 4],
            "no move can feed North, so South may play any of them"
        );
    });
}

#[test]
fn north_must_feed_south_with_pit_8() {
    isolated(|| assert_answer!(permissible(ONLY_PIT_8_FEEDS, Player::North), [8]));
}

#[test]
fn a_move_that_sows_forever_is_never_permissible() {
    isolated(|| {
        assert_answer!(
            permissible(ENDLESS, Player::South),
            [0, 2, 3, 5],
            "pit 4 is empty, and pit 1's relay never ends (rule 6)"
        );
    });
}

#[test]
fn when_the_opponent_has_stones_every_move_that_ends_is_permissible() {
    isolated(|| {
        assert_answer!(
            permissible(CAPTURES_NORTH_S_LAST, Player::South),
            [1, 5],
            "North has stones, so the feeding rule does not apply: pit 1 is allowed even \
             though it captures North's last stones"
        );
    });
}

#[test]
fn north_may_play_any_possible_move_after_south_s_first_capture() {
    isolated(|| assert_answer!(permissible(AFTER_CAPTURE, Player::North), [7, 8, 9, 10]));
}

#[test]
fn a_player_without_stones_has_no_permissible_moves() {
    isolated(|| {
        assert_answer!(
            permissible(ONLY_PIT_2_FEEDS, Player::North),
            Vec::<Pit>::new()
        );
    });
}
