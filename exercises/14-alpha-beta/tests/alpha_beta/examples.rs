//! Worked examples: the leaves, a cut-off worked by hand, an extra move, a narrow window, then
//! the openings of every system, where every rule is at work at once (so read last).

use ayoayo::search::{Ayoayo, GameTree, Kalah, negamax};
use ayoayo::{Player, awari, lagos, oware};
use testkit::{assert_answer, isolated};

use crate::{Shown, compare, pruning_difference, reference, yours};

const WHOLE: (i32, i32) = (-i32::MAX, i32::MAX);

/// An Oware ending: South has a stone in pits 4 and 5, North one in pit 11.
const ENDING: oware::Position = oware::Position {
    houses: [0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1],
    stores: [22, 23],
    to_move: Player::South,
};

fn check<G: Shown>(position: G, depth: u32, (alpha, beta): (i32, i32)) {
    if let Err(difference) = compare(position, depth, alpha, beta) {
        panic!("{difference}");
    }
}

#[test]
fn at_depth_0_the_search_enters_the_position_alone_and_scores_it() {
    isolated(|| {
        let position = oware::Position {
            stores: [3, 1],
            ..oware::OPENING
        };
        let call = "negamax_alpha_beta(position, 0, -i32::MAX, i32::MAX, visit)";
        position.announce(call);
        let (value, entered) = yours(position, 0, WHOLE.0, WHOLE.1);
        // Depth 0 enters the position itself and nothing else.
        if let Some(difference) = pruning_difference(&entered, &[position], 0) {
            panic!("Your call {call}:\n{difference}");
        }
        assert_answer!(value, 2, "South to move, 3 stones against 1: worth 2");
    });
}

#[test]
fn with_the_whole_window_the_value_is_negamax_s() {
    isolated(|| {
        for depth in 1..=3 {
            ENDING.announce(&format!(
                "negamax_alpha_beta(ENDING, {depth}, -i32::MAX, i32::MAX, visit)"
            ));
            let (value, _) = yours(ENDING, depth, WHOLE.0, WHOLE.1);
            assert_answer!(
                value,
                negamax(ENDING, depth),
                "the value {depth} moves ahead of\n{}",
                ENDING.picture()
            );
        }
    });
}

#[test]
fn a_refutation_cuts_off_the_rest_of_the_replies() {
    isolated(|| {
        // The chapter's worked example: once South's first move has set alpha, a single reply
        // of North's to a later move can show that move worse, and North's other replies are
        // never entered.
        let (_, entered) = reference(ENDING, 2, WHOLE.0, WHOLE.1);
        let mut everything = 0;
        count(ENDING, 2, &mut everything);
        assert!(entered.len() < everything, "the example must prune");
        check(ENDING, 2, WHOLE);
    });
}

/// Counts the positions negamax enters, pruning nothing.
fn count<G: GameTree>(position: G, depth: u32, nodes: &mut usize) {
    *nodes += 1;
    if depth > 0 {
        for pit in position.moves() {
            count(position.after(pit), depth - 1, nodes);
        }
    }
}

#[test]
fn an_extra_move_keeps_the_window_and_the_sign() {
    isolated(|| {
        // Kalah's pit 2 ends in South's goal: South moves again, in the same window.
        check(Kalah::OPENING.after(2), 3, WHOLE);
        check(Kalah::OPENING, 4, (-1, 3));
    });
}

#[test]
fn a_narrow_window_prunes_more() {
    isolated(|| {
        check(oware::OPENING, 4, (-1, 1));
        check(ENDING, 4, (0, 1));
    });
}

#[test]
fn the_openings_of_every_system_three_moves_ahead() {
    isolated(|| {
        check(Ayoayo::OPENING, 3, WHOLE);
        check(lagos::OPENING, 3, WHOLE);
        check(oware::OPENING, 3, WHOLE);
        check(awari::START, 3, WHOLE);
        check(Kalah::OPENING, 3, WHOLE);
    });
}
