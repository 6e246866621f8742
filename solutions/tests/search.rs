//! Part III's search agrees with itself: negamax, one rule, equals plain minimax, two rules,
//! on positions of every system reached by random play, extra moves included.

use ayoayo::search::{Ayoayo, Game, Kalah, minimax, negamax};
use ayoayo::{awari, lagos, oware};
use proptest::prelude::*;

/// The position reached from `start` by picking, at each turn, the move `choice % moves`.
fn reached<G: Game>(start: G, choices: &[usize]) -> G {
    choices.iter().fold(start, |position, &choice| {
        let moves = position.moves();
        if moves.is_empty() {
            position
        } else {
            position.after(moves[choice % moves.len()])
        }
    })
}

fn agrees<G: Game>(start: G, choices: &[usize], depth: u32) -> Result<(), TestCaseError> {
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
}

#[test]
fn one_move_ahead_in_the_opening_takes_the_six() {
    // Part I's opening: pit 3 (or 4) captures six, so one ply is worth 6 to South.
    assert_eq!(negamax(Ayoayo::OPENING, 1), 6);
    // Kalah's pit 2 ends in the goal and moves again: two plies see the extra move's gain.
    assert!(negamax(Kalah::OPENING, 2) >= 2);
}
