//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p alpha-beta`, so its verdict is about the chapter alone; run them with
//! `cargo test -p alpha-beta -- --ignored`.

use alpha_beta::{at_least, best_move};
use ayoayo::search::{Ayoayo, Kalah, best_moves, negamax};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached};

/// Moves to play from the opening, a depth of 0 to 3, and a bound near the values searched.
fn searches() -> impl Strategy<Value = (Vec<usize>, u32, i32)> {
    (
        proptest::collection::vec(0..6usize, 0..50),
        0..=3u32,
        -12..=12i32,
    )
}

#[test]
#[ignore = "optional challenge: cargo test -p alpha-beta -- --ignored"]
fn best_move_examples() {
    isolated(|| {
        Ayoayo::OPENING.announce("best_move(Ayoayo::OPENING, 1)");
        assert_answer!(
            best_move(Ayoayo::OPENING, 1),
            Some(3),
            "pits 3 and 4 both capture six: the lowest"
        );
        Kalah::OPENING.announce("best_move(Kalah::OPENING, 4)");
        assert_answer!(
            best_move(Kalah::OPENING, 4),
            Some(5),
            "four moves ahead, Kalah's best opening move is 5"
        );
        Kalah::OPENING.announce("best_move(Kalah::OPENING, 0)");
        assert_answer!(
            best_move(Kalah::OPENING, 0),
            Some(2),
            "depth 0 counts as 1: pit 2 is the lowest of the moves worth one stone"
        );
    });
}

fn best_move_agrees<G: Shown>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!("best_move(position, {depth})"));
    let yours = quietly(|| best_move(position, depth))?;
    prop_assert_answer!(
        yours,
        best_moves(position, depth).first().copied(),
        "the lowest of chapter 13's best moves, `None` once the game is over, for\n{}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p alpha-beta -- --ignored"]
fn best_move_is_the_lowest_best_move_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, _) in searches())| {
            best_move_agrees(Ayoayo::OPENING, &choices, depth)?;
            best_move_agrees(lagos::OPENING, &choices, depth)?;
            best_move_agrees(oware::OPENING, &choices, depth)?;
            best_move_agrees(awari::START, &choices, depth)?;
            best_move_agrees(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p alpha-beta -- --ignored"]
fn at_least_examples() {
    isolated(|| {
        for (bound, answer) in [(7, true), (8, true), (9, false)] {
            Ayoayo::OPENING.announce(&format!("at_least(Ayoayo::OPENING, 3, {bound})"));
            assert_answer!(
                at_least(Ayoayo::OPENING, 3, bound),
                answer,
                "negamax(Ayoayo::OPENING, 3) is 8"
            );
        }
    });
}

fn at_least_agrees<G: Shown>(
    start: G,
    choices: &[usize],
    depth: u32,
    bound: i32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    position.announce(&format!("at_least(position, {depth}, {bound})"));
    let yours = quietly(|| at_least(position, depth, bound))?;
    let value = negamax(position, depth);
    prop_assert_answer!(
        yours,
        value >= bound,
        "negamax values this position {value}, for\n{}",
        position.picture()
    );
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p alpha-beta -- --ignored"]
fn at_least_agrees_with_negamax_in_every_system() {
    isolated(|| {
        proptest!(config(), |((choices, depth, bound) in searches())| {
            at_least_agrees(Ayoayo::OPENING, &choices, depth, bound)?;
            at_least_agrees(lagos::OPENING, &choices, depth, bound)?;
            at_least_agrees(oware::OPENING, &choices, depth, bound)?;
            at_least_agrees(awari::START, &choices, depth, bound)?;
            at_least_agrees(Kalah::OPENING, &choices, depth, bound)?;
        });
    });
}
