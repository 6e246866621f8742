//! Properties on random positions of every system, reached by random play: your
//! `maximise_values` gives the reference's values from as many positions made, and your
//! `evaluate_pruned` answers negamax's value, making as many positions as the reference.

use ayoayo::search::{Ayoayo, Kalah};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{config, isolated, quietly};

use crate::{Shown, compare_evaluator, compare_values, reached};

/// Moves to play from the opening, and a depth.
fn searches() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..50), 1..=4u32)
}

fn agrees<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let failed = |why: String| testkit::fail(format!("{why}\n{CHOICES}"));
    quietly(|| compare_values(position, depth))?.map_err(failed)?;
    quietly(|| compare_evaluator(position, depth))?.map_err(failed)
}

#[test]
fn ayoayo_and_lagos_positions_are_valued_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches())| {
            agrees(Ayoayo::OPENING, &choices, depth)?;
            agrees(lagos::OPENING, &choices, depth)?;
        });
    });
}

#[test]
fn oware_and_awari_positions_are_valued_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches())| {
            agrees(oware::OPENING, &choices, depth)?;
            agrees(awari::START, &choices, depth)?;
        });
    });
}

#[test]
fn kalah_positions_with_their_extra_moves_are_valued_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in searches())| {
            agrees(Kalah::OPENING, &choices, depth)?;
        });
    });
}
