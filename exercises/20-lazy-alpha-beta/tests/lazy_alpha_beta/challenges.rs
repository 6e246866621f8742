//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p lazy-alpha-beta`, so its verdict is about the chapter alone; run them with
//! `cargo test -p lazy-alpha-beta -- --ignored`.

use ayoayo::lazy::Score;
use ayoayo::pruning::counted::positions_made_from;
use ayoayo::search::{Ayoayo, GameTree, Kalah, best_moves, negamax};
use ayoayo::{awari, lagos, oware};
use lazy_alpha_beta::{best_move, high_first, min_leq};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::positions::CHOICES;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached, scored};

#[test]
#[ignore = "optional challenge: cargo test -p lazy-alpha-beta -- --ignored"]
fn min_leq_examples() {
    isolated(|| {
        assert_answer!(min_leq([4, 2, 7].into_iter(), 2), true, "2 is at the pot 2");
        assert_answer!(
            min_leq([4, 3, 7].into_iter(), 2),
            false,
            "nothing at or under 2"
        );
        assert_answer!(
            min_leq(std::iter::empty(), 2),
            false,
            "an empty list has no such value"
        );
        assert_answer!(
            min_leq([5, 1].into_iter().chain(std::iter::repeat(9)), 1),
            true,
            "a list with no end: stop at the 1"
        );
    });
}

/// The labels of `tree`'s subtrees, in order.
fn labels(tree: &ayoayo::lazy::Lazy<Score>) -> Vec<i32> {
    tree.subtrees().map(|subtree| subtree.label.value).collect()
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-alpha-beta -- --ignored"]
fn high_first_orders_the_subtrees_best_first() {
    isolated(|| {
        // After South's pit 2 in Kalah, South moves again: the values for South of the next
        // moves differ, so the order changes.
        let position = Kalah::OPENING.after(2);
        position.announce("high_first(scored(position, 2))");
        let reordered = high_first(scored(position, 2));
        let reference = ayoayo::challenges::lazy_alpha_beta::high_first(scored(position, 2));
        assert_answer!(
            labels(&reordered),
            labels(&reference),
            "highest first where South moves"
        );
        let grandchildren: Vec<Vec<i32>> = reordered.subtrees().map(|t| labels(&t)).collect();
        let theirs: Vec<Vec<i32>> = reference.subtrees().map(|t| labels(&t)).collect();
        assert_eq!(
            grandchildren, theirs,
            "the subtrees' subtrees are ordered too, at every level"
        );
    });
}

fn high_first_agrees<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!(
        "maximise_values(high_first(scored(position, {depth})))"
    ));
    let value = |tree| ayoayo::pruning::maximise_values(tree).max();
    let (mine, made) = positions_made_from(position, |position| {
        quietly(|| value(high_first(scored(position, depth))))
    });
    let (_, theirs_made) = positions_made_from(position, |position| {
        value(ayoayo::challenges::lazy_alpha_beta::high_first(scored(
            position, depth,
        )))
    });
    prop_assert_answer!(
        mine?,
        Some(negamax(position, depth)),
        "the order never changes the value\n{CHOICES}"
    );
    prop_assert_answer!(
        made,
        theirs_made,
        "positions made: each node's subtrees, all at once, when it is expanded\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-alpha-beta -- --ignored"]
fn high_first_keeps_the_value_on_every_system() {
    isolated(|| {
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..50), depth in 1..=3u32)| {
            high_first_agrees(Ayoayo::OPENING, &choices, depth)?;
            high_first_agrees(oware::OPENING, &choices, depth)?;
            high_first_agrees(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-alpha-beta -- --ignored"]
fn best_move_examples() {
    isolated(|| {
        Kalah::OPENING.announce("best_move(Kalah::OPENING, 4)");
        assert_answer!(
            best_move(Kalah::OPENING, 4),
            Some(5),
            "four moves ahead, Kalah's best opening move is 5"
        );
        Ayoayo::OPENING.announce("best_move(Ayoayo::OPENING, 0)");
        assert_answer!(
            best_move(Ayoayo::OPENING, 0),
            Some(3),
            "depth 0 counts as 1: pits 3 and 4 both capture six"
        );
    });
}

fn best_move_agrees<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!("best_move(position, {depth})"));
    let mine = quietly(|| best_move(position, depth))?;
    prop_assert_answer!(
        mine,
        best_moves(position, depth).first().copied(),
        "the lowest of the best moves\n{CHOICES}"
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p lazy-alpha-beta -- --ignored"]
fn best_move_is_the_first_of_the_best_moves() {
    isolated(|| {
        proptest!(config(), |(choices in proptest::collection::vec(0..6usize, 0..50), depth in 0..=3u32)| {
            best_move_agrees(lagos::OPENING, &choices, depth)?;
            best_move_agrees(awari::START, &choices, depth)?;
            best_move_agrees(Kalah::OPENING, &choices, depth)?;
        });
    });
}
