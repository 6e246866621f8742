//! Properties: any positions, added one by one, are listed, counted and found as a `Vec` of
//! them would be, and extending a history never changes it; the search agrees with the
//! reference's on positions of random play in Ayòayò and Oware, the path of the play being the
//! game's history, so that repetitions come up.

use ayoayo::history::{OwnSides, TWO_STONES};
use ayoayo::oware;
use ayoayo::search::{Ayoayo, OWARE_ENDING};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use sharing::{back, contains, len, negamax_with_history, then, to_vec};
use testkit::positions::Shown;
use testkit::{config, isolated, prop_assert_answer, quietly};

use crate::{played, reference, yours};

#[test]
fn a_history_lists_counts_and_finds_its_positions() {
    isolated(|| {
        proptest!(config(), |(positions in proptest::collection::vec(0..20u32, 0..30), probe in 0..20u32)| {
            let history = yours(&positions);
            let listed = quietly(|| to_vec(&history))?;
            prop_assert_answer!(listed, positions.clone(), "to_vec of the history of {positions:?}");
            let counted = quietly(|| len(&history))? as u64;
            prop_assert_answer!(
                counted,
                positions.len() as u64,
                "len of the history of {positions:?}"
            );
            let found = quietly(|| contains(&history, &probe))?;
            prop_assert_answer!(
                found,
                positions.contains(&probe),
                "contains(&history, &{probe}) with the history of {positions:?}"
            );
        });
    });
}

#[test]
fn extending_a_history_leaves_it_as_it_was() {
    isolated(|| {
        proptest!(config(), |(positions in proptest::collection::vec(0..20u32, 0..30),
                              newer in proptest::collection::vec(0..20u32, 1..5))| {
            let history = yours(&positions);
            let branches: Vec<_> = newer.iter().map(|&position| then(&history, position)).collect();
            let after = quietly(|| to_vec(&history))?;
            prop_assert_answer!(
                after,
                positions.clone(),
                "the history of {positions:?}, after a then(&history, _) for each of {newer:?}"
            );
            for (branch, &position) in branches.iter().zip(&newer) {
                let mut expected = positions.clone();
                expected.push(position);
                let listed = quietly(|| to_vec(branch))?;
                prop_assert_answer!(listed, expected, "then(&history, {position})");
                let undone = quietly(|| to_vec(&back(branch)))?;
                prop_assert_answer!(
                    undone,
                    positions.clone(),
                    "back(&then(&history, {position})) with the history of {positions:?}"
                );
            }
        });
    });
}

/// Your search against the reference's, on the last position of `path`, the others being its
/// history.
fn agrees<G: OwnSides + Shown>(path: &[G], depth: u32) -> Result<(), TestCaseError> {
    let (&position, before) = path.split_last().expect("play starts somewhere");
    let call = format!(
        "negamax_with_history(position, {depth}, history of the {} positions before it)",
        before.len()
    );
    position.announce(&call);
    let mine = quietly(|| negamax_with_history(position, depth, &yours(before)))?;
    let theirs = ayoayo::history::negamax_with_history(position, depth, &reference(before));
    let [south, north] = position.stores();
    prop_assert_answer!(
        mine,
        theirs,
        "Stores: South {south}, North {north}; {:?} to move. The history: the positions of the \
         play that led there, from its start",
        position.to_move()
    );
    Ok(())
}

#[test]
fn the_search_agrees_with_the_reference_on_games_of_random_play() {
    isolated(|| {
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..40), depth in 0..=3u32)| {
            agrees(&played(Ayoayo::OPENING, &choices), depth)?;
            agrees(&played(oware::OPENING, &choices), depth)?;
        });
    });
}

#[test]
fn the_search_agrees_with_the_reference_in_endings_where_stones_come_back() {
    isolated(|| {
        // Few stones, so that play comes back to earlier positions: the history matters here.
        // TWO_STONES's moves are forced, so its searches may go past its twelve-move cycle.
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..30),
                              depth in 0..=6u32, extra in 0..=8u32)| {
            let path = played(TWO_STONES, &choices);
            agrees(&path, depth + extra)?;
            // The same position with no history, searched past the cycle: only the search's own
            // path can repeat.
            agrees(&path[path.len() - 1..], 12 + extra % 3)?;
            agrees(&played(OWARE_ENDING, &choices), depth)?;
        });
    });
}
