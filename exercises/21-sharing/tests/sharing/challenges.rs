//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p sharing`, so its verdict is about the chapter alone; run them with
//! `cargo test -p sharing -- --ignored`.

use ayoayo::challenges::sharing as model;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use sharing::{positions, shared_len, start, then};
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{reference, yours};

#[test]
#[ignore = "optional challenge: cargo test -p sharing -- --ignored"]
fn positions_come_newest_first() {
    isolated(|| {
        let history = yours(&[1, 2, 3]);
        assert_answer!(
            positions(&history).copied().collect::<Vec<u32>>(),
            vec![3, 2, 1],
            "positions(&history of [1, 2, 3]): the newest first"
        );
        assert_answer!(
            positions(&start::<u32>()).count() as u64,
            0u64,
            "positions(&start()) is empty"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p sharing -- --ignored"]
fn positions_walk_a_million_positions_and_the_history_drops_quietly() {
    isolated(|| {
        // One stack frame per cell, for walking or for dropping, overflows long before this.
        let long = (0..1_000_000u32).fold(start(), |history, n| then(&history, n));
        assert_answer!(
            positions(&long).count() as u64,
            1_000_000u64,
            "positions over a history of a million positions, counted (walk it with a loop)"
        );
        assert_answer!(
            positions(&long).next().map(|&n| u64::from(n)),
            Some(999_999u64),
            "the newest of the million comes first"
        );
        // `long` is dropped here, all million cells of it: your `Drop` must not recurse.
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p sharing -- --ignored"]
fn shared_len_counts_cells_not_equal_positions() {
    isolated(|| {
        let base = yours(&[1, 2]);
        let left = then(&then(&base, 3), 4);
        let right = then(&base, 5);
        assert_answer!(
            shared_len(&left, &right) as u64,
            2u64,
            "left and right both grew from base's two cells"
        );
        assert_answer!(
            shared_len(&right, &left) as u64,
            2u64,
            "the same two histories, the other way round"
        );
        assert_answer!(
            shared_len(&left, &left) as u64,
            4u64,
            "a history shares all its cells with itself"
        );
        let copy = yours(&[1, 2]);
        assert_answer!(
            shared_len(&copy, &base) as u64,
            0u64,
            "built apart from equal positions: equal, but no cell in common"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p sharing -- --ignored"]
fn shared_len_agrees_with_the_model_answer() {
    isolated(|| {
        proptest!(config(), |(base in proptest::collection::vec(0..9u32, 0..12),
                              a in proptest::collection::vec(0..9u32, 1..6),
                              b in proptest::collection::vec(0..9u32, 1..6))| {
            // Your type need not be `Clone`: each branch starts with a `then` on the base.
            let grow = |history: &sharing::History<u32>, more: &[u32]| {
                more[1..].iter().fold(then(history, more[0]), |h, &n| then(&h, n))
            };
            let mine = yours(&base);
            let (left, right) = (grow(&mine, &a), grow(&mine, &b));
            let theirs = reference(&base);
            let grow_theirs = |more: &[u32]| {
                more[1..]
                    .iter()
                    .fold(ayoayo::history::then(&theirs, more[0]), |h, &n| {
                        ayoayo::history::then(&h, n)
                    })
            };
            let expected = model::shared_len(&grow_theirs(&a), &grow_theirs(&b));
            let found = quietly(|| shared_len(&left, &right))?;
            prop_assert_answer!(
                found as u64,
                expected as u64,
                "shared_len of base {base:?} extended by {a:?} and by {b:?}"
            );
            Ok::<(), TestCaseError>(())?;
        });
    });
}
