//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p minimax`, so its verdict is about the chapter alone; run them with
//! `cargo test -p minimax -- --ignored`.

use ayoayo::challenges::minimax as reference;
use ayoayo::search::{Ayoayo, Kalah, negamax};
use ayoayo::{awari, lagos, oware};
use minimax::{max_value, min_value, principal_variation};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::reached;
use testkit::{assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::{Drawable, announce_search};

/// Fewer cases than the kit's default: each is a whole search, in five systems.
fn searches() -> Config {
    Config {
        cases: 64,
        ..config()
    }
}

/// Up to 40 random moves, and a depth of 0 to 3.
fn games() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..40), 0..4u32)
}

/// Up to 40 random moves, and a depth of 0 to 2: a principal variation searches again at each
/// move of its line, so its calls take longest; at depth 3 one call on a busy machine could
/// outlast the test kit's time for a call.
fn lines() -> impl Strategy<Value = (Vec<usize>, u32)> {
    (proptest::collection::vec(0..6usize, 0..40), 0..3u32)
}

#[test]
#[ignore = "optional challenge: cargo test -p minimax -- --ignored"]
fn principal_variation_examples() {
    isolated(|| {
        for (depth, line) in [(0, vec![]), (1, vec![3]), (3, vec![3, 10, 5])] {
            announce_search("principal_variation", Ayoayo::OPENING, depth);
            assert_answer!(
                principal_variation(Ayoayo::OPENING, depth),
                line,
                "the lowest best move, then the line from the position after it"
            );
        }
        announce_search("principal_variation", Kalah::OPENING, 4);
        assert_answer!(
            principal_variation(Kalah::OPENING, 4),
            vec![5, 8, 7, 2],
            "four moves ahead, Kalah's best opening move is 5, not 2"
        );
    });
}

/// The line is legal, as long as the depth unless the game ends first, ends where negamax's
/// value is found, and is the reference's.
fn line_holds<G: Drawable>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    announce_search("principal_variation", position, depth);
    let line = quietly(|| principal_variation(position, depth))?;
    let mut end = position;
    for &pit in &line {
        prop_assert!(
            end.moves().contains(&pit),
            "your line {line:?} plays {pit}, which is not a legal move there"
        );
        end = end.after(pit);
    }
    prop_assert!(
        line.len() == depth as usize || end.moves().is_empty() && line.len() < depth as usize,
        "your line {line:?} should be {depth} moves long, unless the game ends sooner"
    );
    let seen = if end.to_move() == position.to_move() {
        end.store_difference()
    } else {
        -end.store_difference()
    };
    prop_assert_eq!(
        seen,
        negamax(position, depth),
        "your line {:?} does not end where negamax's value is found",
        line
    );
    prop_assert_answer!(line, reference::principal_variation(position, depth));
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p minimax -- --ignored"]
fn principal_variation_ends_at_negamax_s_value_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in lines())| {
            line_holds(Ayoayo::OPENING, &choices, depth)?;
            line_holds(lagos::OPENING, &choices, depth)?;
            line_holds(oware::OPENING, &choices, depth)?;
            line_holds(awari::START, &choices, depth)?;
            line_holds(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p minimax -- --ignored"]
fn max_value_and_min_value_examples() {
    isolated(|| {
        announce_search("max_value", Ayoayo::OPENING, 3);
        assert_answer!(max_value(Ayoayo::OPENING, 3), 8);
        announce_search("min_value", Ayoayo::OPENING, 3);
        assert_answer!(
            min_value(Ayoayo::OPENING, 3),
            -8,
            "the same search, valued for North, who waits"
        );
        announce_search("min_value", Ayoayo::OPENING, 0);
        assert_answer!(min_value(Ayoayo::OPENING, 0), 0, "a leaf: no stones taken");
    });
}

fn two_rules_are_negamax<G: Drawable>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    announce_search("max_value", position, depth);
    let yours = quietly(|| max_value(position, depth))?;
    prop_assert_answer!(yours, negamax(position, depth), "max_value is negamax");
    announce_search("min_value", position, depth);
    let yours = quietly(|| min_value(position, depth))?;
    prop_assert_answer!(yours, -negamax(position, depth), "min_value is -negamax");
    Ok(())
}

#[test]
#[ignore = "optional challenge: cargo test -p minimax -- --ignored"]
fn max_value_and_min_value_are_negamax_in_every_system() {
    isolated(|| {
        proptest!(searches(), |((choices, depth) in games())| {
            two_rules_are_negamax(Ayoayo::OPENING, &choices, depth)?;
            two_rules_are_negamax(lagos::OPENING, &choices, depth)?;
            two_rules_are_negamax(oware::OPENING, &choices, depth)?;
            two_rules_are_negamax(awari::START, &choices, depth)?;
            two_rules_are_negamax(Kalah::OPENING, &choices, depth)?;
        });
    });
}
