//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p game-tree`, so its verdict is about the chapter alone; run them with
//! `cargo test -p game-tree -- --ignored`.

use ayoayo::challenges::minimax::principal_variation;
use ayoayo::search::{Ayoayo, Kalah};
use ayoayo::tree;
use ayoayo::{Pit, awari, lagos, oware};
use game_tree::{Line, height_by_fold, leaves_by_fold, principal_line, size_by_fold};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, grown, reached};

/// Moves to play from the opening, and a depth to grow the tree to.
fn trees() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..60), 0..=3u32)
}

/// The moves of a line, in order.
fn moves(line: &Line) -> Vec<Pit> {
    match line {
        Line::End => Vec::new(),
        Line::Then(pit, rest) => [vec![*pit], moves(rest)].concat(),
    }
}

macro_rules! every_system {
    ($check:ident, $choices:expr, $depth:expr) => {{
        $check(reached(Ayoayo::OPENING, $choices), $depth)?;
        $check(reached(lagos::OPENING, $choices), $depth)?;
        $check(reached(oware::OPENING, $choices), $depth)?;
        $check(reached(awari::START, $choices), $depth)?;
        $check(reached(Kalah::OPENING, $choices), $depth)?;
    }};
}

/// The tree of `position`, `depth` moves deep, as the reference grew it, and as your type,
/// with words for a failure message.
fn trees_of<G: Shown>(position: G, depth: u32) -> (tree::Tree<G>, game_tree::Tree<G>, String) {
    let about = format!(
        "the tree of this position, {depth} moves deep:\n{}\n{CHOICES}",
        position.picture()
    );
    (tree::grow(position, depth), grown(position, depth), about)
}

fn size_by_fold_counts<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let (reference, tree, about) = trees_of(position, depth);
    position.announce(&format!("size_by_fold(&grow(position, {depth}))"));
    prop_assert_answer!(
        quietly(|| size_by_fold(&tree))?,
        tree::size(&reference),
        "{about}"
    );
    Ok(())
}

fn height_by_fold_counts<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let (reference, tree, about) = trees_of(position, depth);
    position.announce(&format!("height_by_fold(&grow(position, {depth}))"));
    prop_assert_answer!(
        quietly(|| height_by_fold(&tree))?,
        tree::height(&reference),
        "{about}"
    );
    Ok(())
}

fn leaves_by_fold_counts<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    let (reference, tree, about) = trees_of(position, depth);
    position.announce(&format!("leaves_by_fold(&grow(position, {depth}))"));
    prop_assert_answer!(
        quietly(|| leaves_by_fold(&tree))?,
        tree::leaves(&reference),
        "{about}"
    );
    Ok(())
}

fn principal_line_agrees<G: Shown>(position: G, depth: u32) -> Result<(), TestCaseError> {
    position.announce(&format!("principal_line(&grow(position, {depth}))"));
    let tree = grown(position, depth);
    prop_assert_answer!(
        moves(&quietly(|| principal_line(&tree))?),
        principal_variation(position, depth),
        "chapter 13's principal_variation(position, {depth}), for\n{}\n{CHOICES}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn size_by_fold_examples() {
    isolated(|| {
        tree::ENDING.announce("size_by_fold(&grow(ENDING, 2))");
        assert_answer!(
            size_by_fold(&grown(tree::ENDING, 2)),
            5,
            "the tree of ENDING two moves deep: the root, South's two moves, and North's two \
             replies to pit 4"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn size_by_fold_agrees_with_size_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(size_by_fold_counts, &choices, depth);
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn height_by_fold_examples() {
    isolated(|| {
        tree::ENDING.announce("height_by_fold(&grow(ENDING, 2))");
        assert_answer!(
            height_by_fold(&grown(tree::ENDING, 2)),
            2,
            "the tree of ENDING two moves deep: the root, South's two moves, and North's two \
             replies to pit 4"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn height_by_fold_agrees_with_height_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(height_by_fold_counts, &choices, depth);
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn leaves_by_fold_examples() {
    isolated(|| {
        tree::ENDING.announce("leaves_by_fold(&grow(ENDING, 2))");
        assert_answer!(
            leaves_by_fold(&grown(tree::ENDING, 2)),
            3,
            "the tree of ENDING two moves deep: the root, South's two moves, and North's two \
             replies to pit 4"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn leaves_by_fold_agrees_with_leaves_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(leaves_by_fold_counts, &choices, depth);
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn principal_line_examples() {
    isolated(|| {
        Ayoayo::OPENING.announce("principal_line(&grow(Ayoayo::OPENING, 1))");
        assert_answer!(
            moves(&principal_line(&grown(Ayoayo::OPENING, 1))),
            vec![3],
            "pits 3 and 4 both capture six: the lower"
        );
        tree::ENDING.announce("principal_line(&grow(ENDING, 0))");
        assert_answer!(
            moves(&principal_line(&grown(tree::ENDING, 0))),
            Vec::<Pit>::new(),
            "a leaf: the line ends at once"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p game-tree -- --ignored"]
fn principal_line_is_chapter_13_s_principal_variation_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth) in trees())| {
            every_system!(principal_line_agrees, &choices, depth);
        });
    });
}
