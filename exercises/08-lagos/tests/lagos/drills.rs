//! The drills: five small exercises beside the lab, on counting the ways seeds can lie in a
//! row of pits by tree recursion, with a memo, and the calls each makes. A plain
//! `cargo test -p lagos` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p lagos -- --ignored drills`. Each test runs in a child process, so a recursion
//! that never ends is reported in words.

use std::collections::HashMap;

use ayoayo::drills::lagos as reference;
use lagos::{count_spreads, memo_spreads, rows_without_threes, shapes, spread_calls};
use proptest::prelude::*;
use testkit::{announce_call, assert_answer, config, isolated, prop_assert_answer, quietly};

/// `call`'s answer, announced first as `what`, with `why` it should come at once. The test runs
/// isolated, so a call that does not come at once is stopped by the test kit's limit on
/// processor time, never by the clock (a busy machine must not fail a memo that is right), and
/// its NO ANSWER names the call and what a memo should do.
fn at_once<T>(what: &str, why: &str, call: impl FnOnce() -> T) -> T {
    announce_call(format_args!("{what}: {why}"));
    call()
}

fn memo() -> HashMap<(u8, u8), u64> {
    HashMap::new()
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn count_spreads_counts_the_rows_of_the_page() {
    isolated(|| {
        assert_answer!(
            count_spreads(3, 3),
            10,
            "three seeds on three pits: 300, 210, 201, 120, 111, 102, 030, 021, 012, 003"
        );
        assert_answer!(
            count_spreads(4, 6),
            126,
            "four seeds on the six pits of South's row"
        );
        assert_answer!(count_spreads(4, 3), 15, "four seeds on three pits");
        assert_answer!(count_spreads(1, 12), 12, "one seed: one way for each pit");
        assert_answer!(count_spreads(0, 6), 1, "no seed: one way, every pit empty");
        assert_answer!(
            count_spreads(0, 0),
            1,
            "no seed and no pit: one way, the empty row (ask about the seeds first)"
        );
        assert_answer!(
            count_spreads(5, 0),
            0,
            "five seeds and no pit to put them in: no way"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn count_spreads_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(seeds in 0u8..=8, pits in 0u8..=6)| {
            prop_assert_answer!(
                quietly(|| count_spreads(seeds, pits))?,
                reference::count_spreads(seeds, pits)
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn memo_spreads_answers_the_page_s_questions() {
    isolated(|| {
        assert_answer!(memo_spreads(3, 3, &mut memo()), 10, "the page's ten rows");
        assert_answer!(
            memo_spreads(4, 6, &mut memo()),
            126,
            "South's row of four seeds"
        );
        assert_answer!(memo_spreads(0, 0, &mut memo()), 1, "the empty row");
        assert_answer!(memo_spreads(5, 0, &mut memo()), 0, "no pit for the seeds");
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn memo_spreads_counts_every_board_of_a_game_at_once() {
    isolated(|| {
        let ways = at_once(
            "memo_spreads(48, 12, &mut HashMap::new())",
            "with a memo it makes 1,153 calls. Does it look in the memo before working a question \
             out, store every answer it works out, and hand the same memo to the calls it makes?",
            || memo_spreads(48, 12, &mut memo()),
        );
        assert_answer!(
            ways,
            279_871_768_995,
            "the ways the 48 seeds of a Lagos game can lie on its 12 pits"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn memo_spreads_keeps_its_answers_for_the_next_question() {
    isolated(|| {
        let mut memo = memo();
        assert_answer!(memo_spreads(6, 6, &mut memo), 462, "six seeds on six pits");
        assert_eq!(
            memo.get(&(6, 6)),
            Some(&462),
            "after memo_spreads(6, 6, &mut memo), the memo should hold its answer, 462, under \
             the key (6, 6): (seeds, pits)"
        );
        assert_answer!(
            memo_spreads(7, 6, &mut memo),
            792,
            "seven seeds on six pits, asked with the memo the first question filled"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn memo_spreads_stops_at_the_largest_count() {
    isolated(|| {
        let ways = at_once(
            "memo_spreads(255, 255, &mut HashMap::new())",
            "with a memo it works out at most 255 × 255 questions",
            || memo_spreads(255, 255, &mut memo()),
        );
        assert_answer!(
            ways,
            u64::MAX,
            "far more ways than a u64 counts: add with saturating_add, which stops at u64::MAX"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn memo_spreads_agrees_with_the_reference_with_a_memo_shared_by_two_questions() {
    isolated(|| {
        let question = (0u8..=12, 0u8..=6);
        proptest!(config(), |(first in question.clone(), second in question)| {
            let mut shared = memo();
            for (seeds, pits) in [first, second] {
                prop_assert_answer!(
                    quietly(|| memo_spreads(seeds, pits, &mut shared))?,
                    reference::count_spreads(seeds, pits)
                );
            }
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn spread_calls_predicts_what_trace_measures() {
    isolated(|| {
        assert_answer!(
            spread_calls(2, 2),
            [11, 9],
            "count_spreads(2, 2) makes 11 calls (draw them: `cargo run -- trace lagos \
             count_spreads --example spreads-two-two --reference`); the memo saves two"
        );
        let tree = [3, 11, 39, 139, 503, 1847, 6863];
        let memo = [3, 9, 19, 33, 51, 73, 99];
        for n in 1..=7u8 {
            let at = usize::from(n) - 1;
            assert_answer!(
                spread_calls(n, n),
                [tree[at], memo[at]],
                "the page's growth tables, count_spreads(N, N) and memo_spreads(N, N, ...), at N = {n}"
            );
        }
        assert_answer!(
            spread_calls(0, 5),
            [1, 1],
            "no seed: the first call answers"
        );
        assert_answer!(spread_calls(5, 0), [1, 1], "no pit: the first call answers");
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn spread_calls_predicts_big_questions_at_once() {
    isolated(|| {
        let calls = at_once(
            "spread_calls(48, 12)",
            "it must not make the calls it counts. The calls follow count_spreads's own \
             recursion, plus one: count them with a memo, or compare your table with \
             count_spreads's answers",
            || spread_calls(48, 12),
        );
        assert_answer!(
            calls,
            [2_798_717_689_949, 1153],
            "48 seeds on 12 pits: nearly 2.8 trillion calls for the tree recursion, 1,153 for \
             the memo"
        );
        let calls = at_once("spread_calls(32, 32)", "count with a memo", || {
            spread_calls(32, 32)
        });
        assert_answer!(
            calls,
            [3_665_248_281_885_181_067, 2049],
            "N = 32, the last row of the page's table for memo_spreads; the tree recursion would \
             make more calls than a computer could in a lifetime"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn spread_calls_stops_at_the_largest_count() {
    isolated(|| {
        let calls = at_once("spread_calls(255, 255)", "count with a memo", || {
            spread_calls(255, 255)
        });
        assert_answer!(
            calls,
            [usize::MAX, 130_051],
            "the tree's calls are more than a usize counts (saturating_add stops at usize::MAX); \
             the memo's are 2 × 255 × 255 + 1"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn spread_calls_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(seeds in 0u8..=8, pits in 0u8..=8)| {
            let yours = quietly(|| spread_calls(seeds, pits))?;
            prop_assert_answer!(yours, reference::spread_calls(seeds, pits));
            let ways_with_a_pit_more = reference::count_spreads(seeds, pits + 1);
            prop_assert_eq!(
                u64::try_from(yours[0]).ok(),
                Some(2 * ways_with_a_pit_more - 1),
                "the tree's calls are twice the ways with one pit more, less one"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn shapes_counts_the_page_s_shapes() {
    isolated(|| {
        assert_answer!(
            shapes(4, 6),
            5,
            "four seeds on South's six pits: 4, 3 + 1, 2 + 2, 2 + 1 + 1, 1 + 1 + 1 + 1"
        );
        assert_answer!(
            shapes(4, 2),
            3,
            "four seeds on two pits: 4 + 0, 3 + 1, 2 + 2"
        );
        assert_answer!(shapes(6, 6), 11, "six seeds on six pits");
        assert_answer!(shapes(4, 1), 1, "one pit: one shape, all the seeds in it");
        assert_answer!(shapes(0, 0), 1, "no seed, no pit: one shape, the empty one");
        assert_answer!(shapes(5, 0), 0, "seeds and no pit: no shape");
        assert_answer!(
            shapes(48, 12),
            74_287,
            "the shapes of the 48 seeds of a Lagos board, where count_spreads finds \
             279,871,768,995 rows"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn shapes_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(seeds in 0u8..=20, pits in 0u8..=10)| {
            prop_assert_answer!(
                quietly(|| shapes(seeds, pits))?,
                reference::shapes(seeds, pits)
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn rows_without_threes_counts_the_rows_no_seed_takes_from() {
    isolated(|| {
        assert_answer!(
            rows_without_threes(3, 2),
            2,
            "[2, 1] and [1, 2]; [3, 0] and [0, 3] hold a three"
        );
        assert_answer!(
            rows_without_threes(4, 3),
            9,
            "of the 15 rows of four seeds on three pits, 6 hold a three"
        );
        assert_answer!(
            rows_without_threes(4, 6),
            96,
            "of the 126 rows of four seeds on South's six pits, 30 hold a three"
        );
        assert_answer!(
            rows_without_threes(6, 2),
            6,
            "every row of 6 on two pits but [3, 3]"
        );
        assert_answer!(rows_without_threes(3, 1), 0, "one pit, and it holds three");
        assert_answer!(rows_without_threes(0, 0), 1, "the empty row");
        assert_answer!(rows_without_threes(2, 0), 0, "seeds and no pit");
    });
}

#[test]
#[ignore = "drill: cargo test -p lagos -- --ignored drills"]
fn rows_without_threes_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(seeds in 0u8..=8, pits in 0u8..=5)| {
            prop_assert_answer!(
                quietly(|| rows_without_threes(seeds, pits))?,
                reference::rows_without_threes(seeds, pits)
            );
        });
    });
}
