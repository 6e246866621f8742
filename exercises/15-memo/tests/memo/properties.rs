//! Properties on random positions of every system, reached by random play, from an empty table
//! and from one a shallower search has filled: the value, the positions worked out and the table
//! left are the reference's.

use ayoayo::search::{Kalah, Table};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{config, isolated, quietly};

use crate::{Shown, compare, reached, reference};

/// Moves to play from the opening, a depth, and whether to start from a table filled by the
/// reference one move shallower.
fn searches() -> impl Strategy<Value = (Vec<usize>, u32, bool)> {
    (
        proptest::collection::vec(0..6usize, 0..50),
        1..=3u32,
        any::<bool>(),
    )
}

fn agrees<G: Shown>(
    start: G,
    choices: &[usize],
    depth: u32,
    filled: bool,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let table = if filled {
        reference(position, depth - 1, Table::new()).2
    } else {
        Table::new()
    };
    quietly(|| compare(position, depth, &table))?
        .map_err(|why| testkit::fail(format!("{why}\n{CHOICES}")))
}

#[test]
fn lagos_positions_are_memoised_as_the_reference_does() {
    // (Part I's Ayòayò is left to the examples: some of its relays run for a long time, and
    // these properties search each position three times.)
    isolated(|| {
        proptest!(config(), |((choices, depth, filled) in searches())| {
            agrees(lagos::OPENING, &choices, depth, filled)?;
        });
    });
}

#[test]
fn oware_and_awari_positions_are_memoised_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth, filled) in searches())| {
            agrees(oware::OPENING, &choices, depth, filled)?;
            agrees(awari::START, &choices, depth, filled)?;
        });
    });
}

#[test]
fn kalah_positions_extra_moves_included_are_memoised_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth, filled) in searches())| {
            agrees(Kalah::OPENING, &choices, depth, filled)?;
        });
    });
}
