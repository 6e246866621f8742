//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p memo`, so its verdict is about the chapter alone; run them with
//! `cargo test -p memo -- --ignored`.

use std::collections::HashMap;

use ayoayo::challenges::memo as reference;
use ayoayo::search::{Ayoayo, Kalah, perft};
use ayoayo::{awari, lagos, oware};
use memo::memo_perft;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached};

type Counts<G> = HashMap<(G, u32), u64>;

/// Moves to play from the opening, and a depth of 0 to 3: deep enough for positions to repeat
/// in the tree, shallow enough that Ayòayò's long relays keep each call well inside the time a
/// call may take on a busy machine (depth 4 is checked from the openings above).
fn searches() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..50), 0..=3u32)
}

/// Your count and table, starting from `table`, against the reference's.
fn compare<G: Shown>(position: G, depth: u32, table: &Counts<G>) -> Result<(), TestCaseError> {
    let call = format!(
        "memo_perft(position, {depth}, table of {} entries)",
        table.len()
    );
    position.announce(&call);
    let mut yours = table.clone();
    let count = quietly(|| memo_perft(position, depth, &mut yours))?;
    let mut theirs = table.clone();
    let expected = reference::memo_perft(position, depth, &mut theirs);
    prop_assert_answer!(count, expected, "for\n{}", position.picture());
    prop_assert!(
        yours == theirs,
        "Your call {call} leaves a table of {} entries; the reference's has {}. Store every count \
         you work out, depth 0 included, under (position, depth), and only those, for\n{}",
        yours.len(),
        theirs.len(),
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p memo -- --ignored"]
fn memo_perft_counts_as_perft_does_and_remembers_each_position_once() {
    isolated(|| {
        let mut table = Counts::new();
        oware::OPENING.announce("memo_perft(oware::OPENING, 5, empty table)");
        assert_answer!(memo_perft(oware::OPENING, 5, &mut table), 5219u64);
        assert_answer!(
            table.len(),
            6435,
            "one entry for each (position, depth) counted, depth 0 included"
        );
        let mut table = Counts::new();
        Ayoayo::OPENING.announce("memo_perft(Ayoayo::OPENING, 4, empty table)");
        assert_answer!(memo_perft(Ayoayo::OPENING, 4, &mut table), 802u64);
        assert_answer!(table.len(), 995);
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p memo -- --ignored"]
fn memo_perft_answers_from_the_table_first() {
    isolated(|| {
        let planted = Counts::from([((oware::OPENING, 2), 999)]);
        oware::OPENING.announce("memo_perft(oware::OPENING, 2, table saying 999)");
        let mut table = planted.clone();
        assert_answer!(
            memo_perft(oware::OPENING, 2, &mut table),
            999u64,
            "the table holds (position, 2): answer its count, without counting"
        );
        assert!(
            table == planted,
            "answering from the table should leave it as it was"
        );
        let mut table = planted;
        oware::OPENING.announce("memo_perft(oware::OPENING, 3, table saying 999 at depth 2)");
        assert_answer!(
            memo_perft(oware::OPENING, 3, &mut table),
            190u64,
            "the table's entry is for depth 2; depth 3 must be counted"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p memo -- --ignored"]
fn memo_perft_agrees_with_the_reference_in_every_system() {
    fn both<G: Shown>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
        let position = reached(start, choices);
        compare(position, depth, &Counts::new())?;
        // Again from the table a shallower count leaves: the entries found must be used.
        let mut table = Counts::new();
        reference::memo_perft(position, depth.saturating_sub(1), &mut table);
        compare(position, depth, &table)?;
        prop_assert_eq!(
            reference::memo_perft(position, depth, &mut table),
            perft(position, depth)
        );
        Ok(())
    }
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches())| {
            both(Ayoayo::OPENING, &choices, depth)?;
            both(lagos::OPENING, &choices, depth)?;
            both(oware::OPENING, &choices, depth)?;
            both(awari::START, &choices, depth)?;
            both(Kalah::OPENING, &choices, depth)?;
        });
    });
}
