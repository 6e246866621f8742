//! Chapters 14 and 15: alpha-beta (plain, ordered, deepened) and memoised negamax give
//! negamax's value on hundreds of positions of every system reached by random play; pruning
//! and the table save work, never change the answer.

mod common;

use common::reached;

use std::collections::HashMap;

use ayoayo::search::{
    Ayoayo, GameTree, Kalah, alpha_beta, alpha_beta_ordered, memo_negamax, negamax,
    negamax_alpha_beta,
};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;

/// Every search of the two chapters agrees with negamax on the position `choices` reach.
fn agree<G: GameTree>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let expected = negamax(position, depth);
    let pruned = negamax_alpha_beta(position, depth, -i32::MAX, i32::MAX, &mut |_| {});
    prop_assert_eq!(pruned, expected, "alpha-beta on {:?}", position);
    let (value, best) = alpha_beta(position, depth);
    prop_assert_eq!(value, expected, "deepened alpha-beta on {:?}", position);
    if let Some(pit) = best {
        // The move named best is worth the value: searched on its own, it reaches it.
        let child = position.after(pit);
        let after = negamax(child, depth - 1);
        let seen = if child.to_move() == position.to_move() {
            after
        } else {
            -after
        };
        prop_assert_eq!(seen, expected, "best move {} of {:?}", pit, position);
    } else {
        prop_assert!(depth == 0 || position.moves().is_empty());
    }
    let memo = memo_negamax(position, depth, &mut HashMap::new(), &mut |_| {});
    prop_assert_eq!(memo, expected, "memoised negamax on {:?}", position);
    Ok(())
}

/// In the window `alpha..beta`, alpha-beta answers the exact value when it lies inside, and a
/// bound on the right side when it does not.
fn keeps_its_window<G: GameTree>(
    start: G,
    choices: &[usize],
    depth: u32,
    (alpha, beta): (i32, i32),
) -> Result<(), TestCaseError> {
    let position = reached(start, choices);
    let exact = negamax(position, depth);
    let value = negamax_alpha_beta(position, depth, alpha, beta, &mut |_| {});
    if exact <= alpha {
        prop_assert!(value <= alpha, "{value} for {exact} in {alpha}..{beta}");
    } else if exact >= beta {
        prop_assert!(value >= beta, "{value} for {exact} in {alpha}..{beta}");
    } else {
        prop_assert_eq!(value, exact);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 100, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_search_equals_negamax_in_every_system(
        choices in proptest::collection::vec(0..6usize, 0..60),
        depth in 0..4u32,
    ) {
        agree(Ayoayo::OPENING, &choices, depth)?;
        agree(lagos::OPENING, &choices, depth)?;
        agree(oware::OPENING, &choices, depth)?;
        agree(awari::START, &choices, depth)?;
        agree(Kalah::OPENING, &choices, depth)?;
    }

    #[test]
    fn a_narrow_window_gives_the_value_or_a_bound_on_the_right_side(
        choices in proptest::collection::vec(0..6usize, 0..60),
        depth in 1..4u32,
        alpha in -8..4i32,
        width in 1..8i32,
    ) {
        let window = (alpha, alpha + width);
        keeps_its_window(oware::OPENING, &choices, depth, window)?;
        keeps_its_window(Kalah::OPENING, &choices, depth, window)?;
        keeps_its_window(Ayoayo::OPENING, &choices, depth, window)?;
    }
}

#[test]
fn pruning_enters_fewer_positions_and_ordering_fewer_still() {
    let depth = 6;
    for start in [oware::OPENING, reached(oware::OPENING, &[2, 4, 1, 5])] {
        let mut negamax_nodes = 0;
        count_negamax(start, depth, &mut negamax_nodes);
        let mut pruned = 0;
        negamax_alpha_beta(start, depth, -i32::MAX, i32::MAX, &mut |_| pruned += 1);
        let mut ordered = 0;
        alpha_beta_ordered(start, depth, -i32::MAX, i32::MAX, &mut ordered);
        assert!(
            pruned < negamax_nodes,
            "alpha-beta {pruned}, negamax {negamax_nodes}"
        );
        assert!(ordered < pruned, "ordered {ordered}, alpha-beta {pruned}");
    }
}

/// Counts the positions plain negamax enters `depth` moves ahead of `position`.
fn count_negamax<G: GameTree>(position: G, depth: u32, nodes: &mut u64) {
    *nodes += 1;
    if depth > 0 {
        for pit in position.moves() {
            count_negamax(position.after(pit), depth - 1, nodes);
        }
    }
}
