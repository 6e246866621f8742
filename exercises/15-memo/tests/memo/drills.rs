//! The drills: four small exercises beside the lab, on a count computed naively and with a
//! table, the calls of the naive one predicted, and what a table saves a search. A plain
//! `cargo test -p memo` leaves them out, so the chapter passes without them; run them with
//! `cargo test -p memo -- --ignored drills`.

use std::collections::HashMap;

use ayoayo::drills::memo as model;
use ayoayo::endgames::arrangements;
use ayoayo::search::{Ayoayo, Kalah, OWARE_ENDING};
use ayoayo::{awari, lagos, oware};
use memo::{memo_boards, naive_boards, naive_calls, table_saving};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached};

/// A table of counts, as `memo_boards` keeps it.
type Counts = HashMap<(u8, u8), u64>;

/// Your `memo_boards` from `table`: what it answers and leaves.
fn yours(stones: u8, pits: u8, mut table: Counts) -> (u64, Counts) {
    let count = memo_boards(stones, pits, &mut table);
    (count, table)
}

/// The model answer's, the same way.
fn theirs(stones: u8, pits: u8, mut table: Counts) -> (u64, Counts) {
    let count = model::memo_boards(stones, pits, &mut table);
    (count, table)
}

/// `None` when your table is the model answer's; otherwise the first entry where they differ, in
/// words.
fn table_difference(mine: &Counts, theirs: &Counts) -> Option<String> {
    let mut keys: Vec<&(u8, u8)> = mine.keys().chain(theirs.keys()).collect();
    keys.sort();
    keys.into_iter()
        .find_map(|key| match (mine.get(key), theirs.get(key)) {
            (Some(m), Some(t)) if m == t => None,
            (Some(m), Some(t)) => Some(format!(
                "holds {key:?} = {m}, where the reference holds {t}"
            )),
            (Some(m), None) => Some(format!(
                "holds {key:?} = {m}, which the reference's table does not: was it in the table \
             before the call, or asked for at all?"
            )),
            (None, Some(t)) => Some(format!(
                "lacks {key:?} = {t}: store every count you work out, base cases included"
            )),
            (None, None) => None,
        })
}

/// Panics, in words, when your table is not the model answer's.
fn same_table(mine: &Counts, theirs: &Counts, call: &str) {
    if let Some(difference) = table_difference(mine, theirs) {
        panic!(
            "After your call {call}, your table of {} entries {difference} (the reference's has {}).",
            mine.len(),
            theirs.len()
        );
    }
}

/// The calls a `memo_boards` made, read from the table it left from an empty one: the first
/// call, and two for each entry it worked out with stones and pits both above 0.
fn calls_read_from(table: &Counts) -> usize {
    1 + 2 * table.keys().filter(|&&(s, p)| s > 0 && p > 0).count()
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn naive_boards_examples() {
    isolated(|| {
        assert_answer!(naive_boards(0, 0), 1, "no stones in no pits: one way");
        assert_answer!(
            naive_boards(3, 0),
            0,
            "no pits cannot hold three stones: no way at all"
        );
        assert_answer!(naive_boards(0, 5), 1, "no stones: every pit empty, one way");
        assert_answer!(naive_boards(5, 1), 1, "one pit holds all five, one way");
        assert_answer!(
            naive_boards(2, 3),
            6,
            "200 110 101 020 011 002: pit 0 empty (three boards of two pits), or holding a \
             stone (three boards of one stone in three pits)"
        );
        assert_answer!(
            naive_boards(1, 12),
            12,
            "chapter 16's layer of one stone: twelve boards"
        );
        assert_answer!(
            naive_boards(4, 12),
            1365,
            "chapter 16's layer of four stones: 1,365 boards"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn naive_boards_counts_the_arrangements() {
    isolated(|| {
        proptest!(config(), |(stones in 0u8..=8, pits in 0u8..=8)| {
            prop_assert_answer!(
                quietly(|| naive_boards(stones, pits))?,
                arrangements(u32::from(stones), u32::from(pits)) as u64,
                "the ways {stones} stones can lie in {pits} pits"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn memo_boards_examples() {
    isolated(|| {
        let (count, table) = yours(2, 3, Counts::new());
        assert_answer!(count, 6, "the same count as naive_boards");
        assert_answer!(
            table.len(),
            11,
            "the table holds every (s, p) worked out, base cases included: all the s up to 2 and \
             p up to 3 but (0, 0), which the rule never asks for"
        );
        same_table(
            &table,
            &theirs(2, 3, Counts::new()).1,
            "memo_boards(2, 3, empty table)",
        );
        let planted = Counts::from([((3, 3), 999)]);
        let (count, table) = yours(3, 3, planted.clone());
        assert_answer!(
            count,
            999,
            "a key already in the table is answered from it (here a planted 999, which no \
             counting would give)"
        );
        same_table(
            &table,
            &planted,
            "memo_boards(3, 3, table holding (3, 3) = 999)",
        );
        assert_answer!(
            yours(4, 3, planted.clone()).0,
            999 + 5,
            "(4, 3) asks for (3, 3), which the table answers with its 999, and (4, 2), 5 boards"
        );
        let (count, table) = yours(7, 7, Counts::new());
        assert_answer!(count, 1716, "seven stones in seven pits");
        assert_answer!(
            table.len(),
            63,
            "from an empty table, 63 entries worked out: every (s, p) up to (7, 7) but (0, 0)"
        );
        assert_answer!(
            calls_read_from(&table),
            99,
            "the table left says 99 calls (the first, and two for each of the 49 entries with \
             stones and pits above 0), where naive_boards makes 6,863"
        );
        let (count, table) = yours(48, 12, Counts::new());
        assert_answer!(
            count,
            279_871_768_995,
            "chapter 16's layer of 48 stones, counted at once"
        );
        assert_answer!(table.len(), 636, "49 × 13 − 1 entries");
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn memo_boards_agrees_with_the_reference_from_empty_and_filled_tables() {
    isolated(|| {
        proptest!(config(), |(stones in 0u8..=30, pits in 0u8..=12, first in (0u8..=30, 0u8..=12))| {
            for (table, from) in [
                (Counts::new(), "an empty table".to_string()),
                (
                    theirs(first.0, first.1, Counts::new()).1,
                    format!("the table memo_boards({}, {}) left", first.0, first.1),
                ),
            ] {
                let (count, mine) = quietly(|| yours(stones, pits, table.clone()))?;
                let (expected, reference) = theirs(stones, pits, table);
                prop_assert_answer!(
                    count,
                    expected,
                    "memo_boards({stones}, {pits}, &mut table) from {from}"
                );
                if let Some(difference) = table_difference(&mine, &reference) {
                    return Err(testkit::fail(format!(
                        "After memo_boards({stones}, {pits}, &mut table) from {from}, your table \
                         of {} entries {difference} (the reference's has {})",
                        mine.len(),
                        reference.len()
                    )));
                }
            }
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn naive_calls_examples() {
    isolated(|| {
        assert_answer!(
            naive_calls(0, 12),
            1,
            "a base case makes no call of its own"
        );
        assert_answer!(naive_calls(5, 0), 1, "a base case makes no call of its own");
        assert_answer!(
            naive_calls(1, 1),
            3,
            "the call, then (0, 1) and (1, 0), two base cases"
        );
        assert_answer!(naive_calls(2, 3), 19, "6 boards, 19 calls");
        for (n, calls) in (1..=7).zip([3, 11, 39, 139, 503, 1847, 6863]) {
            assert_answer!(
                naive_calls(n, n),
                calls,
                "naive_calls(N, N) for N = 1 to 7 is 3, 11, 39, 139, 503, 1,847 and 6,863: \
                 about four times as many for each stone and pit more, as the course tool's \
                 --growth counts them"
            );
        }
        assert_answer!(
            naive_calls(4, 12),
            3639,
            "the 1,365 boards of four stones take 3,639 calls"
        );
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn naive_calls_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |(stones in 0u8..=8, pits in 0u8..=8)| {
            prop_assert_answer!(
                quietly(|| naive_calls(stones, pits))?,
                model::naive_calls(stones, pits),
                "the calls of naive_boards({stones}, {pits})"
            );
        });
    });
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn table_saving_examples() {
    isolated(|| {
        for (position, depth, (entered, worked_out), why) in [
            (
                OWARE_ENDING,
                0,
                (1, 1),
                "depth 0: the position itself, entered and worked out",
            ),
            (
                OWARE_ENDING,
                4,
                (106, 83),
                "the page's table: the ending four moves ahead",
            ),
            (
                OWARE_ENDING,
                6,
                (627, 345),
                "the page's table: the ending six moves ahead",
            ),
            (
                oware::OPENING,
                4,
                (1247, 1247),
                "the page's table: the opening four moves ahead, where no two move orders meet",
            ),
        ] {
            position.announce(&format!("table_saving(position, {depth})"));
            let (mine_entered, mine_worked_out) = table_saving(position, depth);
            assert_answer!(mine_entered, entered, "{why}: the positions negamax enters");
            assert_answer!(
                mine_worked_out,
                worked_out,
                "{why}: the positions memo_negamax works out (calls visit on)"
            );
        }
    });
}

fn saving_agrees<G: Shown>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!("table_saving(position, {depth})"));
    let (entered, worked_out) = quietly(|| table_saving(position, depth))?;
    let (their_entered, their_worked_out) = model::table_saving(position, depth);
    prop_assert_answer!(
        entered,
        their_entered,
        "the positions negamax enters, {depth} moves ahead.\n{CHOICES}"
    );
    prop_assert_answer!(
        worked_out,
        their_worked_out,
        "the positions memo_negamax works out, {depth} moves ahead.\n{CHOICES}"
    );
    Ok(())
}

/// Fewer cases than the kit's default: each is two searches, in five systems.
fn searches() -> Config {
    Config {
        cases: 32,
        ..config()
    }
}

#[test]
#[ignore = "drill: cargo test -p memo -- --ignored drills"]
fn table_saving_agrees_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in proptest::collection::vec(0..6usize, 0..40), depth in 0..4u32)| {
            saving_agrees(Ayoayo::OPENING, &choices, depth)?;
            saving_agrees(lagos::OPENING, &choices, depth)?;
            saving_agrees(oware::OPENING, &choices, depth)?;
            saving_agrees(awari::START, &choices, depth)?;
            saving_agrees(Kalah::OPENING, &choices, depth)?;
        });
    });
}
