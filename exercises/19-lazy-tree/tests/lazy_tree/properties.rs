//! Properties on positions of all five systems reached by random play from their openings,
//! extra moves included. Each function is given trees the reference made, so a difference is
//! that function's: the game tree two levels deep, pruning at depths 0 to 3, mapping, scoring
//! for either player, maximising and minimising, and the evaluator, which must equal chapter
//! 13's negamax.

use ayoayo::lazy as reference;
use ayoayo::search::{Ayoayo, Kalah, negamax};
use ayoayo::{awari, lagos, oware};
use lazy_tree::{evaluate, game_tree, map_tree, maximise, minimise, prune, score_for};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::CHOICES;
use testkit::{config, fail, isolated, prop_assert_answer, quietly};

use crate::{Shown, reached, tree_difference};

/// Fewer cases than the kit's default: each walks whole trees, in five systems.
fn searches() -> Config {
    Config {
        cases: 48,
        ..config()
    }
}

/// Up to 40 random moves: positions from the opening to the end game.
fn choices() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0..6usize, 0..40)
}

/// Fails the case when the learner's tree differs from the reference's.
fn same_tree<L: Clone + std::fmt::Debug + PartialEq>(
    call: &str,
    yours: impl FnOnce() -> reference::Lazy<L>,
    theirs: &reference::Lazy<L>,
) -> Result<(), TestCaseError> {
    let yours = quietly(yours)?;
    match quietly(|| tree_difference(call, &yours, theirs))? {
        Some(difference) => Err(fail(format!("{difference}\n{CHOICES}"))),
        None => Ok(()),
    }
}

fn trees_agree<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let whole = || reference::game_tree(position);

    let call = "game_tree(position), looked at two levels deep";
    position.announce(call);
    same_tree(
        call,
        || reference::prune(2, game_tree(position)),
        &reference::prune(2, whole()),
    )?;

    let call = format!("prune({depth}, game_tree(position))");
    position.announce(&call);
    same_tree(
        &call,
        || prune(depth, whole()),
        &reference::prune(depth, whole()),
    )?;

    let call = "map_tree(|position| position.store_difference(), prune(2, game_tree(position)))";
    position.announce(call);
    let difference = |position: &G| position.store_difference();
    same_tree(
        call,
        || map_tree(difference, reference::prune(2, whole())),
        &reference::map_tree(difference, reference::prune(2, whole())),
    )?;
    Ok(())
}

#[test]
fn game_tree_prune_and_map_tree_agree_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in choices(), depth in 0..4u32)| {
            trees_agree(Ayoayo::OPENING, &choices, depth)?;
            trees_agree(lagos::OPENING, &choices, depth)?;
            trees_agree(oware::OPENING, &choices, depth)?;
            trees_agree(awari::START, &choices, depth)?;
            trees_agree(Kalah::OPENING, &choices, depth)?;
        });
    });
}

fn values_agree<G: Shown + 'static>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let mover = position.to_move();
    let waiting = mover.other();
    for me in [mover, waiting] {
        position.announce(&format!("score_for({me:?})(&position)"));
        let yours = quietly(|| score_for(me)(&position))?;
        let theirs = reference::score_for(me)(&position);
        prop_assert!(
            yours == theirs,
            "score_for({:?}) scores this position {:?}; the reference scores it {:?}:\n{}\n{}",
            me,
            yours,
            theirs,
            position.picture(),
            CHOICES
        );
    }
    let scored = |me| {
        reference::map_tree(
            reference::score_for(me),
            reference::prune(depth, reference::game_tree(position)),
        )
    };
    position.announce(&format!(
        "maximise(&map_tree(score_for(me), prune({depth}, game_tree(position)))), me to move"
    ));
    let yours = quietly(|| maximise(&scored(mover)))?;
    prop_assert_answer!(
        yours,
        reference::maximise(&scored(mover)),
        "the tree scored for the player to move, valued by maximise.\n{CHOICES}"
    );
    position.announce(&format!(
        "minimise(&map_tree(score_for(me), prune({depth}, game_tree(position)))), me waiting"
    ));
    let yours = quietly(|| minimise(&scored(waiting)))?;
    prop_assert_answer!(
        yours,
        reference::minimise(&scored(waiting)),
        "the tree scored for the player waiting, valued by minimise.\n{CHOICES}"
    );
    position.announce(&format!("evaluate({depth})(position)"));
    let yours = quietly(|| evaluate(depth)(position))?;
    prop_assert_answer!(
        yours,
        negamax(position, depth),
        "the evaluator must equal chapter 13's negamax.\n{CHOICES}"
    );
    Ok(())
}

#[test]
fn scores_values_and_the_evaluator_agree_with_negamax_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in choices(), depth in 0..4u32)| {
            values_agree(Ayoayo::OPENING, &choices, depth)?;
            values_agree(lagos::OPENING, &choices, depth)?;
            values_agree(oware::OPENING, &choices, depth)?;
            values_agree(awari::START, &choices, depth)?;
            values_agree(Kalah::OPENING, &choices, depth)?;
        });
    });
}
