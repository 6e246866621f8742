//! Properties on positions of all five systems reached by random play from their openings,
//! extra moves included: negamax equals the reference's plain minimax (two rules, one player
//! maximising and the other minimising), and the best moves agree with the reference's.

use ayoayo::search::{Ayoayo, GameTree, Kalah, minimax};
use ayoayo::{awari, lagos, oware};
use minimax::{best_moves, negamax};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError};
use testkit::positions::{CHOICES, reached};
use testkit::{config, isolated, prop_assert_answer, quietly};

use crate::{Drawable, announce_search};

/// Fewer cases than the kit's default: each is a whole search, in five systems.
fn searches() -> Config {
    Config {
        cases: 64,
        ..config()
    }
}

/// Up to 40 random moves: positions from the opening to the end game.
fn choices() -> impl Strategy<Value = Vec<usize>> {
    proptest::collection::vec(0..6usize, 0..40)
}

fn negamax_is_minimax<G: Drawable>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    announce_search("negamax", position, depth);
    let yours = quietly(|| negamax(position, depth))?;
    prop_assert_answer!(
        yours,
        minimax(position, depth, position.to_move()),
        "negamax must equal plain minimax with the player to move maximising.\n{CHOICES}"
    );
    Ok(())
}

fn best_moves_agree<G: Drawable>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    announce_search("best_moves", position, depth);
    let yours = quietly(|| best_moves(position, depth))?;
    prop_assert_answer!(
        yours,
        ayoayo::search::best_moves(position, depth),
        "{CHOICES}"
    );
    Ok(())
}

#[test]
fn negamax_equals_minimax_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in choices(), depth in 0..4u32)| {
            negamax_is_minimax(Ayoayo::OPENING, &choices, depth)?;
            negamax_is_minimax(lagos::OPENING, &choices, depth)?;
            negamax_is_minimax(oware::OPENING, &choices, depth)?;
            negamax_is_minimax(awari::START, &choices, depth)?;
            negamax_is_minimax(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
fn best_moves_agree_with_the_reference_in_every_system() {
    isolated(|| {
        proptest!(searches(), |(choices in choices(), depth in 0..4u32)| {
            best_moves_agree(Ayoayo::OPENING, &choices, depth)?;
            best_moves_agree(lagos::OPENING, &choices, depth)?;
            best_moves_agree(oware::OPENING, &choices, depth)?;
            best_moves_agree(awari::START, &choices, depth)?;
            best_moves_agree(Kalah::OPENING, &choices, depth)?;
        });
    });
}

#[test]
fn the_best_moves_are_worth_what_negamax_says_the_position_is_worth() {
    isolated(|| {
        proptest!(searches(), |(choices in choices(), depth in 1..4u32)| {
            let position = reached(oware::OPENING, &choices);
            announce_search("best_moves", position, depth);
            let (best, value) = quietly(|| (best_moves(position, depth), negamax(position, depth)))?;
            prop_assert_eq!(best.is_empty(), position.moves().is_empty(),
                "there are best moves exactly when there are moves.\n{}", CHOICES);
            for pit in best {
                let child = position.after(pit);
                let worth = quietly(|| negamax(child, depth - 1))?;
                let worth = if child.to_move() == position.to_move() { worth } else { -worth };
                prop_assert_eq!(worth, value,
                    "your best move {} is worth {}, but your negamax says the position is worth {}.\n{}",
                    pit, worth, value, CHOICES);
            }
        });
    });
}
