//! The drills: six small exercises beside the lab, on a capture rule as a value, made by a
//! function, combined by functions, and handed to a capture and a move. A plain
//! `cargo test -p captures` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p captures -- --ignored drills`.
//!
//! Each drill's tests hand it the model answers' rules (`reference::capture_rule`), never your
//! own, so a slip in one drill fails that drill's tests only. The moves run in a child process,
//! as the chapter's do, so a relay followed for ever is reported in words.

use ayoayo::drills::captures as reference;
use ayoayo::{Board, OPENING, PITS, Pit, Score};
use captures::{both_rules, capture_rule, capture_with, either_rule, move_with_rule, not_rule};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, assert_answer, boards, config, isolated, prop_assert_answer,
    quick_boards_with_stones_in, quietly,
};

/// Relay-sowing pit 3 of the opening comes to rest in pit 0, with six stones in pit 11 opposite.
const AFTER_PIT_3: Board = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6];
/// Chapter 4's endless board: South's pit 1 relays for ever.
const ENDLESS: Board = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
/// The board proptest shrank to on the page: North sows pit 7 into pits 8 and 9, and pit 9
/// faces pit 2's one stone.
const SHRUNK: Board = [0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0];

/// A rule's two ends, mostly small, now and then the largest count a pit holds.
fn ends() -> impl Strategy<Value = (u8, u8)> {
    let end = prop_oneof![4 => 0u8..=12, 1 => Just(255u8)];
    (end.clone(), end)
}

/// A count of stones to ask a rule about.
fn counts() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0u8..=14, 1 => Just(255u8)]
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn capture_rule_allows_from_low_to_high_both_included() {
    assert_answer!(
        capture_rule(2, 3)(2),
        true,
        "Oware's rule takes a pit of two"
    );
    assert_answer!(
        capture_rule(2, 3)(3),
        true,
        "and a pit of three: `high` is included"
    );
    assert_answer!(
        capture_rule(2, 3)(1),
        false,
        "one stone is fewer than `low`"
    );
    assert_answer!(
        capture_rule(2, 3)(4),
        false,
        "four stones are more than `high`"
    );
    assert_answer!(capture_rule(0, 0)(0), true, "from 0 to 0 allows 0");
    assert_answer!(
        capture_rule(0, 255)(255),
        true,
        "0 to 255 allows every count"
    );
    assert_answer!(
        capture_rule(5, 4)(4),
        false,
        "`low` above `high`: no count lies between them"
    );
    assert_answer!(
        capture_rule(5, 4)(5),
        false,
        "`low` above `high`: no count lies between them"
    );
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn capture_rule_agrees_with_the_reference() {
    proptest!(config(), |((low, high) in ends(), stones in counts())| {
        let yours = quietly(|| capture_rule(low, high)(stones))?;
        prop_assert_answer!(yours, reference::capture_rule(low, high)(stones));
    });
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn either_rule_allows_what_one_of_its_rules_allows() {
    let two = || reference::capture_rule(2, 2);
    let three = || reference::capture_rule(3, 3);
    assert_answer!(
        either_rule(two(), three())(2),
        true,
        "the first rule allows 2"
    );
    assert_answer!(
        either_rule(two(), three())(3),
        true,
        "the second rule allows 3, though the first does not"
    );
    assert_answer!(
        either_rule(two(), three())(4),
        false,
        "neither rule allows 4"
    );
    assert_answer!(
        either_rule(
            reference::capture_rule(1, 3),
            reference::capture_rule(12, 255)
        )(12),
        true,
        "a small pit or a huge one: 12 is huge"
    );
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn either_rule_agrees_with_the_reference() {
    proptest!(config(), |((a, b) in ends(), (c, d) in ends(), stones in counts())| {
        let (first, second) = (reference::capture_rule(a, b), reference::capture_rule(c, d));
        let yours = quietly(|| either_rule(first, second)(stones))?;
        let (first, second) = (reference::capture_rule(a, b), reference::capture_rule(c, d));
        prop_assert_answer!(yours, reference::either_rule(first, second)(stones));
    });
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn both_rules_allow_only_what_each_allows() {
    let small = || reference::capture_rule(1, 10);
    let large = || reference::capture_rule(5, 20);
    assert_answer!(
        both_rules(small(), large())(5),
        true,
        "1 to 10 and 5 to 20 both allow 5"
    );
    assert_answer!(both_rules(small(), large())(10), true, "and both allow 10");
    assert_answer!(
        both_rules(small(), large())(4),
        false,
        "the second rule forbids 4, though the first allows it"
    );
    assert_answer!(
        both_rules(small(), large())(11),
        false,
        "the first rule forbids 11, though the second allows it"
    );
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn both_rules_agree_with_the_reference() {
    proptest!(config(), |((a, b) in ends(), (c, d) in ends(), stones in counts())| {
        let (first, second) = (reference::capture_rule(a, b), reference::capture_rule(c, d));
        let yours = quietly(|| both_rules(first, second)(stones))?;
        let (first, second) = (reference::capture_rule(a, b), reference::capture_rule(c, d));
        prop_assert_answer!(yours, reference::both_rules(first, second)(stones));
    });
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn not_rule_allows_what_its_rule_forbids() {
    let fortress = || reference::capture_rule(12, 255);
    assert_answer!(
        not_rule(fortress())(11),
        true,
        "eleven stones are not a fortress"
    );
    assert_answer!(not_rule(fortress())(0), true, "nor is an empty pit");
    assert_answer!(
        not_rule(fortress())(12),
        false,
        "twelve stones are a fortress"
    );
    assert_answer!(not_rule(fortress())(255), false, "and so are 255");
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn not_rule_agrees_with_the_reference() {
    proptest!(config(), |((low, high) in ends(), stones in counts())| {
        let yours = quietly(|| not_rule(reference::capture_rule(low, high))(stones))?;
        prop_assert_answer!(yours, !reference::capture_rule(low, high)(stones));
    });
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn capture_with_takes_the_pit_opposite_when_the_rule_allows() {
    let taken = [1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0];
    assert_answer!(
        capture_with(AFTER_PIT_3, 3, 0, reference::capture_rule(0, 255)),
        (taken, 6),
        "a rule that allows every count captures as `captured_stones` does: pit 11's six"
    );
    assert_answer!(
        capture_with(AFTER_PIT_3, 3, 0, reference::capture_rule(6, 6)),
        (taken, 6),
        "pit 11, opposite pit 0, holds six, which the rule allows"
    );
    assert_answer!(
        capture_with(AFTER_PIT_3, 3, 0, reference::capture_rule(1, 5)),
        (AFTER_PIT_3, 0),
        "pit 11 holds six, more than the rule allows: nothing is taken"
    );
    assert_answer!(
        capture_with(AFTER_PIT_3, 3, 0, reference::capture_rule(1, 1)),
        (AFTER_PIT_3, 0),
        "the rule is asked about pit 11, which a capture would take, not about pit 0's one stone"
    );
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn capture_with_takes_only_on_the_mover_s_side_and_on_the_board() {
    let north = [7, 13, 5, 1, 0, 1, 0, 4, 0, 0, 1, 4];
    assert_answer!(
        capture_with(north, 9, 10, reference::capture_rule(10, 20)),
        ([7, 0, 5, 1, 0, 1, 0, 4, 0, 0, 1, 4], 13),
        "pits 9 and 10 are North's, and pit 1 opposite holds 13, which the rule allows"
    );
    let away = [0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5];
    assert_answer!(
        capture_with(away, 0, 9, reference::capture_rule(0, 255)),
        (away, 0),
        "South's move came to rest in pit 9, on North's side: nothing is taken, whatever the rule"
    );
    assert_answer!(
        capture_with(AFTER_PIT_3, 3, 12, reference::capture_rule(0, 255)),
        (AFTER_PIT_3, 0),
        "there is no pit 12 to end in"
    );
    assert_answer!(
        capture_with(AFTER_PIT_3, 12, 11, reference::capture_rule(0, 255)),
        (AFTER_PIT_3, 0),
        "there is no pit 12 to start from"
    );
}

/// A board as a move may leave it, with a start and an end, now and then off the board.
fn at_rest() -> impl Strategy<Value = (Drawn, Pit, Pit)> {
    (boards(), 0..PITS + 2, 0..PITS + 2)
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn capture_with_agrees_with_the_reference() {
    proptest!(config(), |((Drawn(board), start, end) in at_rest(), (low, high) in ends())| {
        let rule = reference::capture_rule(low, high);
        let yours = quietly(|| capture_with(board, start, end, rule))?;
        let rule = reference::capture_rule(low, high);
        prop_assert_answer!(yours, reference::capture_with(board, start, end, rule));
        if start < PITS && end < PITS {
            let everything = reference::capture_rule(0, 255);
            let yours = quietly(|| capture_with(board, start, end, everything))?;
            prop_assert_answer!(
                yours,
                ayoayo::captured_stones(board, start, end),
                "a rule that allows every count captures as captured_stones does"
            );
        }
    });
}

/// Your `move_with_rule`, saying first which call it is, with the rule from `low` to `high`.
fn moved(board: Board, score: Score, start: Pit, (low, high): (u8, u8)) -> Option<(Board, Score)> {
    announce(
        format_args!(
            "move_with_rule(board, {score:?}, {start}, reference::capture_rule({low}, {high}))"
        ),
        board,
    );
    move_with_rule(board, score, start, reference::capture_rule(low, high))
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn move_with_rule_plays_a_whole_move_under_the_rule() {
    isolated(|| {
        assert_answer!(
            moved(OPENING, [0, 0], 3, (0, 255)),
            Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0])),
            "every count allowed: the move sow_and_capture plays, six stones to South"
        );
        assert_answer!(
            moved(OPENING, [0, 0], 3, (1, 5)),
            Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 6], [0, 0])),
            "the relay ends in pit 0 as before, but pit 11's six are more than the rule allows"
        );
        assert_answer!(
            moved(OPENING, [10, 2], 3, (0, 255)),
            Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [16, 2])),
            "the six are added to South's 10"
        );
        assert_answer!(
            moved(SHRUNK, [3, 4], 7, (1, 1)),
            Some(([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0], [3, 5])),
            "North ends in pit 9 and takes pit 2's one stone: North's score is score[1]"
        );
        assert_answer!(
            moved(SHRUNK, [3, 4], 7, (2, 3)),
            Some(([0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0], [3, 4])),
            "one stone in pit 2 is fewer than Oware's rule takes: the scores stay"
        );
        assert_answer!(
            moved(ENDLESS, [0, 0], 1, (0, 255)),
            None,
            "the relay from pit 1 never ends, so there is no move to play"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p captures -- --ignored drills"]
fn move_with_rule_agrees_with_the_reference() {
    isolated(|| {
        let scores = proptest::array::uniform2(0u8..=20);
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in(), score in scores, rule in ends())| {
            let yours = quietly(|| moved(board, score, start, rule))?;
            let (low, high) = rule;
            let expected = reference::move_with_rule(board, score, start, reference::capture_rule(low, high));
            prop_assert_answer!(yours, expected);
            let yours = quietly(|| moved(board, score, start, (0, 255)))?;
            prop_assert_answer!(
                yours,
                ayoayo::sow_and_capture(board, score, start),
                "a rule that allows every count plays the move sow_and_capture plays"
            );
        });
    });
}
