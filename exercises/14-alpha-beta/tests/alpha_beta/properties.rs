//! Properties on random positions of every system, reached by random play: the positions your
//! search enters are the reference's, and its value is negamax's (with the whole window) or on
//! the same side of a narrow one.

use ayoayo::search::{Ayoayo, Kalah};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{config, isolated, quietly};

use crate::{Shown, compare, reached};

/// Moves to play from the opening, a search depth and a window (sometimes the whole one).
fn searches() -> impl Strategy<Value = (Vec<usize>, u32, (i32, i32))> {
    let window = prop_oneof![
        Just((-i32::MAX, i32::MAX)),
        (-6..4i32, 1..6i32).prop_map(|(alpha, width)| (alpha, alpha + width)),
    ];
    (
        proptest::collection::vec(0..6usize, 0..50),
        1..=3u32,
        window,
    )
}

fn agrees<G: Shown>(
    start: G,
    choices: &[usize],
    depth: u32,
    (alpha, beta): (i32, i32),
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    quietly(|| compare(position, depth, alpha, beta))?
        .map_err(|why| testkit::fail(format!("{why}\n{CHOICES}")))
}

#[test]
fn ayoayo_and_lagos_positions_are_searched_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth, window) in searches())| {
            agrees(Ayoayo::OPENING, &choices, depth, window)?;
            agrees(lagos::OPENING, &choices, depth, window)?;
        });
    });
}

#[test]
fn oware_and_awari_positions_are_searched_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth, window) in searches())| {
            agrees(oware::OPENING, &choices, depth, window)?;
            agrees(awari::START, &choices, depth, window)?;
        });
    });
}

#[test]
fn kalah_positions_extra_moves_included_are_searched_as_the_reference_does() {
    isolated(|| {
        proptest!(config(), |((choices, depth, window) in searches())| {
            agrees(Kalah::OPENING, &choices, depth, window)?;
        });
    });
}
