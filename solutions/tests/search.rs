//! Part III's search agrees with itself: negamax, one rule, equals plain minimax, two rules,
//! on positions of every system reached by random play, extra moves included.

mod common;

use common::reached;

use ayoayo::search::{Ayoayo, GameTree, Kalah, best_moves, minimax, negamax};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;

fn agrees<G: GameTree>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let me = position.to_move();
    prop_assert_eq!(
        negamax(position, depth),
        minimax(position, depth, me),
        "{:?}",
        position
    );
    Ok(())
}

/// The best moves are the non-empty set of moves worth what the whole position is worth.
fn best_are_worth_the_position<G: GameTree>(
    start: G,
    choices: &[usize],
    depth: u32,
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let depth = depth.max(1);
    let best = best_moves(position, depth);
    let value = negamax(position, depth);
    let worth = |pit| {
        let child = position.after(pit);
        let value = negamax(child, depth - 1);
        if child.to_move() == position.to_move() {
            value
        } else {
            -value
        }
    };
    let expected: Vec<_> = position
        .moves()
        .into_iter()
        .filter(|&pit| worth(pit) == value)
        .collect();
    prop_assert_eq!(best, expected, "{:?}", position);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn negamax_equals_minimax_in_every_system(
        choices in proptest::collection::vec(0..6usize, 0..40),
        depth in 0..4u32,
    ) {
        agrees(Ayoayo::OPENING, &choices, depth)?;
        agrees(lagos::OPENING, &choices, depth)?;
        agrees(oware::OPENING, &choices, depth)?;
        agrees(awari::START, &choices, depth)?;
        agrees(Kalah::OPENING, &choices, depth)?;
    }

    #[test]
    fn the_best_moves_are_those_worth_the_position_s_value(
        choices in proptest::collection::vec(0..6usize, 0..40),
        depth in 1..4u32,
    ) {
        best_are_worth_the_position(Ayoayo::OPENING, &choices, depth)?;
        best_are_worth_the_position(lagos::OPENING, &choices, depth)?;
        best_are_worth_the_position(oware::OPENING, &choices, depth)?;
        best_are_worth_the_position(awari::START, &choices, depth)?;
        best_are_worth_the_position(Kalah::OPENING, &choices, depth)?;
    }
}

#[test]
fn one_move_ahead_in_the_opening_takes_the_six() {
    // Part I's opening: pit 3 (or 4) captures six, so one ply is worth 6 to South.
    assert_eq!(negamax(Ayoayo::OPENING, 1), 6);
    // Kalah's pit 2 ends in the goal and moves again: two plies see the extra move's gain.
    assert!(negamax(Kalah::OPENING, 2) >= 2);
    // Pits 3 and 4 both take the six; a depth of 0 looks one move ahead all the same.
    assert_eq!(best_moves(Ayoayo::OPENING, 1), [3, 4]);
    assert_eq!(best_moves(Ayoayo::OPENING, 0), [3, 4]);
}
