//! Properties on random positions of every system, reached by random play: your tree is the
//! reference's, your counts are its counts (the fringe chapter 12's perft, the leaves perft and
//! the games that end sooner), your fold and map
//! do what the reference's do, and your folded negamax is chapter 13's.

use ayoayo::challenges::perft::finished_games;
use ayoayo::search::{Ayoayo, Kalah, negamax, perft};
use ayoayo::tree;
use ayoayo::{awari, lagos, oware};
use game_tree::{fold_tree, fringe, grow, height, leaves, map_tree, negamax_fold, size};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{config, isolated, prop_assert_answer, quietly};

use crate::{Shown, as_reference, as_yours, grown, reached, tree_difference};

/// Moves to play from the opening, and a depth to grow the tree to.
fn trees() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..60), 0..=3u32)
}

/// Runs a generic check on the position `choices` reaches from each system's opening.
macro_rules! every_system {
    ($check:ident, $choices:expr, $depth:expr) => {{
        $check(reached(Ayoayo::OPENING, $choices), $depth)?;
        $check(reached(lagos::OPENING, $choices), $depth)?;
        $check(reached(oware::OPENING, $choices), $depth)?;
        $check(reached(awari::START, $choices), $depth)?;
        $check(reached(Kalah::OPENING, $choices), $depth)?;
    }};
}

fn grows_the_reference_s_tree<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("grow(position, {depth})"));
    let yours = quietly(|| as_reference(&grow(position, depth)))?;
    match tree_difference(&yours, &tree::grow(position, depth)) {
        None => Ok(()),
        Some(difference) => Err(testkit::fail(format!(
            "Your call grow(position, {depth}) grows a different tree from\n{}\n{difference}\n{CHOICES}",
            position.picture()
        ))),
    }
}

fn counts_as_the_reference_does<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let reference = tree::grow(position, depth);
    let tree = as_yours(&reference);
    let about = format!(
        "the tree of this position, {depth} moves deep:\n{}\n{CHOICES}",
        position.picture()
    );
    position.announce(&format!("size(&grow(position, {depth}))"));
    prop_assert_answer!(quietly(|| size(&tree))?, tree::size(&reference), "{about}");
    position.announce(&format!("height(&grow(position, {depth}))"));
    prop_assert_answer!(
        quietly(|| height(&tree))?,
        tree::height(&reference),
        "{about}"
    );
    position.announce(&format!("leaves(&grow(position, {depth}))"));
    let finished_early = depth
        .checked_sub(1)
        .map_or(0, |below| finished_games(position, below));
    prop_assert_answer!(
        quietly(|| leaves(&tree))?,
        perft(position, depth) + finished_early,
        "chapter 12's perft(position, {depth}), plus the {finished_early} games that end sooner \
         (chapter 12's finished_games(position, {})), for {about}",
        depth.saturating_sub(1)
    );
    position.announce(&format!("fringe(&grow(position, {depth}), {depth})"));
    prop_assert_answer!(
        quietly(|| fringe(&tree, depth))?,
        perft(position, depth),
        "chapter 12's perft(position, {depth}), for {about}"
    );
    Ok(())
}

fn folds_and_maps_as_the_reference_does<G: Shown>(
    position: G,
    depth: u32,
) -> Result<(), TestCaseError> {
    let reference = tree::grow(position, depth);
    let tree = as_yours(&reference);
    // A fold whose answer depends on every position and on the order of the children: each
    // node's store difference, then its children's answers, written out.
    let write = |position: &G, below: Vec<String>| {
        format!("{}({})", position.store_difference(), below.join(","))
    };
    position.announce(&format!("fold_tree(&grow(position, {depth}), &write)"));
    let (yours, expected) = (
        quietly(|| fold_tree(&tree, &write))?,
        tree::fold_tree(&reference, &write),
    );
    prop_assert_answer!(
        yours.as_str(),
        expected.as_str(),
        "a fold that writes each node's store difference, then its children's results in \
         brackets, on the tree of\n{}\n{CHOICES}",
        position.picture()
    );
    let stores = |position: &G| position.stores();
    position.announce(&format!("map_tree(&grow(position, {depth}), &stores)"));
    let mapped = quietly(|| as_reference(&map_tree(&tree, &stores)))?;
    let expected = tree::map_tree(&reference, &stores);
    if mapped != expected {
        return Err(testkit::fail(format!(
            "Your call map_tree(&tree, &|position| position.stores()) gives a different tree \
             from the reference's: every position mapped, the shape kept, on the tree of\n{}\n\
             Yours:     {mapped:?}\nReference: {expected:?}\n{CHOICES}",
            position.picture()
        )));
    }
    Ok(())
}

fn folds_to_negamax<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("negamax_fold(&grow(position, {depth}))"));
    let tree = grown(position, depth);
    prop_assert_answer!(
        quietly(|| negamax_fold(&tree))?,
        negamax(position, depth),
        "chapter 13's negamax(position, {depth}), for\n{}\n{CHOICES}",
        position.picture()
    );
    Ok(())
}

#[test]
fn grow_grows_the_reference_s_tree_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(grows_the_reference_s_tree, &choices, depth);
        });
    });
}

#[test]
fn size_height_leaves_and_fringe_count_as_the_reference_does_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(counts_as_the_reference_does, &choices, depth);
        });
    });
}

#[test]
fn fold_tree_and_map_tree_do_what_the_reference_s_do_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(folds_and_maps_as_the_reference_does, &choices, depth);
        });
    });
}

#[test]
fn negamax_fold_is_chapter_13_s_negamax_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(folds_to_negamax, &choices, depth);
        });
    });
}
