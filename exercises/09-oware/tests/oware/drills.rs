//! The drills: four small exercises beside the lab, on the sets of pits that hold a given number
//! of stones, the chains a capture can take, and the boards without an Odu. A plain
//! `cargo test -p oware` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p oware -- --ignored drills`. Each test runs in a child process, so a recursion
//! that never ends is reported in words.

use std::collections::HashMap;

use ayoayo::drills::oware as reference;
use ayoayo::{Board, PITS, Pit};
use oware::{chain_rows, chain_shapes, odu_free_boards, pits_making};
use proptest::prelude::*;
use testkit::{
    Drawn, announce, announce_call, assert_answer, config, isolated, prop_assert_answer, quietly,
};

/// North's row of the page: 2, 3, 1, 2, 3 and 0 stones in pits 6 to 11.
const NORTH_ROW: Board = [0, 0, 0, 0, 0, 0, 2, 3, 1, 2, 3, 0];

/// `call`'s answer, announced first as `what`, with `why` it should come at once. The test runs
/// isolated, so a call that does not come at once is stopped by the test kit's limit on
/// processor time, never by the clock (a busy machine must not fail a memo that is right), and
/// its NO ANSWER names the call and what a memo should do.
fn at_once<T>(what: &str, why: &str, call: impl FnOnce() -> T) -> T {
    announce_call(format_args!("{what}: {why}"));
    call()
}

/// The sets as a test shows them when they differ: one a line.
fn listed(sets: &[Vec<Pit>]) -> String {
    let lines: Vec<String> = sets.iter().map(|set| format!("  {set:?}")).collect();
    match lines.is_empty() {
        true => "  (none)".into(),
        false => lines.join("\n"),
    }
}

/// Fails, showing both lists, unless `yours` is `expected`.
#[track_caller]
fn assert_sets(call: &str, yours: Vec<Vec<Pit>>, expected: Vec<Vec<Pit>>, why: &str) {
    assert!(
        yours == expected,
        "Your call {call} gives other sets than the reference.\n{why}\n\nreference:\n{}\n\
         yours:\n{}",
        listed(&expected),
        listed(&yours)
    );
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn pits_making_lists_the_sets_of_the_page() {
    isolated(|| {
        announce("pits_making(houses, 6..12, 5)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 6..12, 5)",
            pits_making(NORTH_ROW, 6..12, 5),
            vec![
                vec![6, 7],
                vec![6, 8, 9],
                vec![6, 10],
                vec![7, 9],
                vec![9, 10],
            ],
            "North's pits holding 5 stones between them: the sets with pit 6 first, then those \
             without it; pit 11 is empty, so never taken",
        );
        announce("pits_making(houses, 6..9, 3)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 6..9, 3)",
            pits_making(NORTH_ROW, 6..9, 3),
            vec![vec![6, 8], vec![7]],
            "pits 6, 7 and 8 hold 2, 3 and 1: 2 + 1, or the 3 alone",
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn pits_making_at_the_edges() {
    isolated(|| {
        announce("pits_making(houses, 6..12, 0)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 6..12, 0)",
            pits_making(NORTH_ROW, 6..12, 0),
            vec![vec![]],
            "no stone: one set, the empty one (the empty pit 11 is never taken)",
        );
        announce("pits_making(houses, 6..12, 12)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 6..12, 12)",
            pits_making(NORTH_ROW, 6..12, 12),
            vec![],
            "North holds only 11 stones",
        );
        announce("pits_making(houses, 3..3, 0)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 3..3, 0)",
            pits_making(NORTH_ROW, 3..3, 0),
            vec![vec![]],
            "no pit to choose from makes no stone, with the empty set",
        );
        announce("pits_making(houses, 9..20, 5)", NORTH_ROW);
        assert_sets(
            "pits_making(houses, 9..20, 5)",
            pits_making(NORTH_ROW, 9..20, 5),
            vec![vec![9, 10]],
            "pits 12 and on are off the board: only pits 9, 10 and 11 can be chosen",
        );
        let opening = [4; 12];
        announce("pits_making(OPENING, 0..12, 8)", opening);
        assert_eq!(
            pits_making(opening, 0..12, 8).len(),
            66,
            "any two of the twelve pits of the opening make 8: 12 × 11 / 2 = 66 sets"
        );
    });
}

/// A board of 0 to 4 stones a pit, where many sets make a small hand.
fn small_boards() -> impl Strategy<Value = Drawn> {
    proptest::array::uniform12(0u8..=4).prop_map(Drawn)
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn pits_making_agrees_with_the_reference() {
    isolated(|| {
        let ranges = (0..=PITS + 1, 0..=PITS + 1);
        proptest!(config(), |(Drawn(houses) in small_boards(), (start, end) in ranges, stones in 0u8..=12)| {
            let call = format!("pits_making(houses, {start}..{end}, {stones})");
            announce(&call, houses);
            let yours = quietly(|| pits_making(houses, start..end, stones))?;
            let expected = reference::pits_making(houses, start..end, stones);
            prop_assert!(
                yours == expected,
                "Your call {call} gives other sets than the reference.\n\nreference:\n{}\n\
                 yours:\n{}",
                listed(&expected),
                listed(&yours)
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn chain_rows_counts_the_chains_as_they_lie() {
    isolated(|| {
        assert_answer!(chain_rows(7, 5), 3, "2 2 3, 2 3 2 and 3 2 2");
        assert_answer!(chain_rows(5, 2), 2, "2 3 and 3 2");
        assert_answer!(
            chain_rows(12, 5),
            11,
            "3 3 3 3, and the ten orders of 3 3 2 2 2 (six 2s need six pits)"
        );
        assert_answer!(
            chain_rows(15, 5),
            1,
            "five 3s: the biggest capture of Oware"
        );
        assert_answer!(chain_rows(16, 5), 0, "more than five pits of 3 can hold");
        assert_answer!(chain_rows(1, 5), 0, "no pit of a chain holds 1");
        assert_answer!(chain_rows(0, 5), 1, "no stone: one chain, the empty one");
        assert_answer!(chain_rows(0, 0), 1, "no stone, no pit: the empty chain");
        assert_answer!(chain_rows(4, 0), 0, "stones, and no pit to take them from");
        assert_answer!(
            chain_rows(12, 6),
            12,
            "with all six pits of a row allowed, 2 2 2 2 2 2 too"
        );
        assert_answer!(
            chain_rows(14, 7),
            20,
            "a chain never takes more than the six pits of a row: the 15 orders of 3 3 2 2 2 2 \
             and the 5 of 3 3 3 3 2, not seven 2s"
        );
        assert_answer!(
            chain_rows(30, 200),
            0,
            "six pits of 3 hold at most 18: a chain never takes more than a row"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn chain_rows_of_every_size_make_all_chains() {
    isolated(|| {
        let all: u64 = (0..=15).map(|stones| chain_rows(stones, 5)).sum();
        assert_answer!(
            all,
            63,
            "chains of 0 to 5 pits of 2 or 3: 1 + 2 + 4 + 8 + 16 + 32 = 63, counted by \
             chain_rows(stones, 5) for every number of stones from 0 to 15"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn chain_rows_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(stones in 0u8..=40, pits in 0u8..=10)| {
            prop_assert_answer!(
                quietly(|| chain_rows(stones, pits))?,
                reference::chain_rows(stones, pits)
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn chain_shapes_counts_the_captures_when_order_does_not_matter() {
    isolated(|| {
        assert_answer!(
            chain_shapes(12, 5),
            2,
            "3 3 3 3 and 3 3 2 2 2; six 2s need six pits"
        );
        assert_answer!(chain_shapes(7, 5), 1, "2 2 3, in whatever order");
        assert_answer!(chain_shapes(5, 2), 1, "2 3");
        assert_answer!(chain_shapes(15, 5), 1, "five 3s");
        assert_answer!(chain_shapes(6, 5), 2, "3 3 and 2 2 2");
        assert_answer!(chain_shapes(6, 2), 1, "3 3: 2 2 2 needs three pits");
        assert_answer!(chain_shapes(1, 5), 0, "no pit of a chain holds 1");
        assert_answer!(chain_shapes(0, 0), 1, "no stone: the empty chain");
        assert_answer!(chain_shapes(4, 0), 0, "stones, and no pit");
        assert_answer!(chain_shapes(12, 6), 3, "with six pits, 2 2 2 2 2 2 too");
        assert_answer!(
            chain_shapes(14, 7),
            2,
            "a chain never takes more than the six pits of a row: 3 3 2 2 2 2 and 3 3 3 3 2, \
             not seven 2s"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn chain_shapes_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(stones in 0u8..=40, pits in 0u8..=10)| {
            prop_assert_answer!(
                quietly(|| chain_shapes(stones, pits))?,
                reference::chain_shapes(stones, pits)
            );
        });
        let big = quietly(|| chain_shapes(255, 255));
        assert!(
            matches!(big, Ok(0)),
            "chain_shapes(255, 255) should be 0: a chain takes at most six pits, 18 stones"
        );
    });
}

fn memo() -> HashMap<(u8, u8), u64> {
    HashMap::new()
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn odu_free_boards_counts_the_page_s_rows() {
    isolated(|| {
        assert_answer!(
            odu_free_boards(12, 2, &mut memo()),
            11,
            "every row of 12 stones on two pits but 0 + 12 and 12 + 0, which hold an Odu"
        );
        assert_answer!(
            odu_free_boards(2, 2, &mut memo()),
            3,
            "2 + 0, 1 + 1, 0 + 2: too few stones for an Odu"
        );
        assert_answer!(
            odu_free_boards(11, 1, &mut memo()),
            1,
            "a pit of 11 is no Odu"
        );
        assert_answer!(
            odu_free_boards(12, 1, &mut memo()),
            0,
            "a pit of 12 is an Odu"
        );
        assert_answer!(
            odu_free_boards(23, 2, &mut memo()),
            0,
            "23 on two pits: one holds 12 or more"
        );
        assert_answer!(odu_free_boards(0, 0, &mut memo()), 1, "the empty row");
        assert_answer!(odu_free_boards(3, 0, &mut memo()), 0, "stones and no pit");
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn odu_free_boards_counts_the_boards_of_a_game_at_once() {
    isolated(|| {
        let boards = at_once(
            "odu_free_boards(48, 12, &mut HashMap::new())",
            "with a memo it makes a few thousand calls. Does it look in the memo before working a \
             question out, store every answer it works out, and hand the same memo to the calls \
             it makes?",
            || odu_free_boards(48, 12, &mut memo()),
        );
        assert_answer!(
            boards,
            98_105_618_326,
            "the boards of 48 stones on 12 pits without an Odu, about 35 in 100 of all \
             279,871,768,995"
        );
        let boards = at_once(
            "odu_free_boards(255, 255, &mut HashMap::new())",
            "with a memo it works out at most 256 × 255 questions",
            || odu_free_boards(255, 255, &mut memo()),
        );
        assert_answer!(
            boards,
            u64::MAX,
            "far more rows than a u64 counts: add with saturating_add, which stops at u64::MAX"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn odu_free_boards_keeps_its_answers_for_the_next_question() {
    isolated(|| {
        let mut memo = memo();
        assert_answer!(
            odu_free_boards(12, 2, &mut memo),
            11,
            "twelve stones on two pits"
        );
        assert_eq!(
            memo.get(&(12, 2)),
            Some(&11),
            "after odu_free_boards(12, 2, &mut memo), the memo should hold its answer, 11, \
             under the key (12, 2): (stones, pits)"
        );
        assert_answer!(
            odu_free_boards(13, 3, &mut memo),
            96,
            "13 stones on three pits, asked with the memo the first question filled"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p oware -- --ignored drills"]
fn odu_free_boards_agrees_with_the_reference_with_a_memo_shared_by_two_questions() {
    isolated(|| {
        let question = (0u8..=30, 0u8..=4);
        proptest!(config(), |(first in question.clone(), second in question)| {
            let mut shared = memo();
            for (stones, pits) in [first, second] {
                prop_assert_answer!(
                    quietly(|| odu_free_boards(stones, pits, &mut shared))?,
                    reference::odu_free_boards(stones, pits, &mut HashMap::new())
                );
            }
        });
    });
}
