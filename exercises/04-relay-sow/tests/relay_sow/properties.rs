//! Properties that hold for every board, checked on random ones, a quarter of which relay for
//! ever from the chosen pit. When one fails, proptest shrinks the input to a small example that
//! still fails and prints it.

use ayoayo::{Board, Pit, sow};
use proptest::prelude::*;
use relay_sow::{relay_sow, relay_states, try_relay_sow};
use testkit::{
    Drawn, announce, config, isolated, prop_assert_answer, quick_boards_with_stones_in, quietly,
    stones,
};

/// The reference's answer, to keep `relay_sow` to boards whose relay ends.
fn ends(board: Board, start: Pit) -> bool {
    ayoayo::try_relay_sow(board, start).is_some()
}

#[test]
fn try_relay_sow_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in())| {
            announce(format_args!("try_relay_sow(board, {start})"), board);
            let yours = quietly(|| try_relay_sow(board, start))?;
            prop_assert_answer!(yours, ayoayo::try_relay_sow(board, start));
        });
    });
}

#[test]
fn relay_sow_agrees_with_the_reference_when_the_relay_ends() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in())| {
            prop_assume!(ends(board, start));
            announce(format_args!("relay_sow(board, {start})"), board);
            let yours = quietly(|| relay_sow(board, start))?;
            prop_assert_answer!(yours, ayoayo::relay_sow(board, start));
        });
    });
}

#[test]
fn relay_sow_keeps_every_stone_and_rests_in_a_pit_of_one() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in())| {
            prop_assume!(ends(board, start));
            announce(format_args!("relay_sow(board, {start})"), board);
            let (after, last) = quietly(|| relay_sow(board, start))?;
            prop_assert_eq!(stones(after), stones(board), "stones were lost or made");
            prop_assert_eq!(after[last], 1, "the last stone must land in an empty pit");
            prop_assert_eq!(
                after[start],
                0,
                "pit {} began the move: it is emptied and skipped",
                start
            );
        });
    });
}

#[test]
fn relay_states_agrees_with_the_reference() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in(), limit in 0usize..40)| {
            announce(format_args!("relay_states(board, {start}, {limit})"), board);
            let yours = quietly(|| relay_states(board, start, limit))?;
            prop_assert_answer!(yours, ayoayo::relay_states(board, start, limit));
        });
    });
}

#[test]
fn each_state_is_the_sowing_of_the_one_before() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in(), limit in 1usize..40)| {
            announce(format_args!("relay_states(board, {start}, {limit})"), board);
            let states = quietly(|| relay_states(board, start, limit))?;
            prop_assert!(!states.is_empty(), "with a limit of {}, the first state (board, {}) is missing", limit, start);
            prop_assert_answer!(states[0], (board, start), "the first state is the board given, about to scoop pit {start}");
            prop_assert!(states.len() <= limit, "{} states, more than the limit of {}", states.len(), limit);
            for pair in states.windows(2) {
                let ((before, from), next) = (pair[0], pair[1]);
                prop_assert_answer!(
                    next,
                    sow(before, start, from),
                    "the state after sowing pit {from} (skipping pit {start}) is that sowing's board and last pit"
                );
                prop_assert!(next.0[next.1] > 1, "the relay went on from pit {}, which holds {} stone: it should have come to rest", next.1, next.0[next.1]);
            }
        });
    });
}

#[test]
fn a_relay_that_ends_within_the_limit_ends_where_relay_sow_does() {
    isolated(|| {
        proptest!(config(), |((Drawn(board), start) in quick_boards_with_stones_in())| {
            prop_assume!(ends(board, start));
            let limit = usize::MAX;
            announce(format_args!("relay_states(board, {start}, usize::MAX)"), board);
            let states = quietly(|| relay_states(board, start, limit))?;
            let Some(&(last_board, last_pit)) = states.last() else {
                return Err(TestCaseError::fail("no states at all: the first is (board, start)"));
            };
            prop_assert_answer!(
                sow(last_board, start, last_pit),
                ayoayo::relay_sow(board, start),
                "sowing the last state comes to rest where the whole relay does"
            );
        });
    });
}
