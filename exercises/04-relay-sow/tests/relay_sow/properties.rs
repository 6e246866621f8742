//! Properties that hold for every board, checked on random ones. When one fails, proptest
//! shrinks the input to a small example that still fails and prints it.

use ayoayo::{Board, Pit};
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use relay_sow::{relay_sow, try_relay_sow};
use testkit::{Drawn, announce, config, isolated, quick_boards_with_stones_in, quietly, stones};

/// Runs `check` on random (board, non-empty pit) pairs, in a child process. The boards keep to
/// relays that settle within `testkit::QUICK_SOWINGS` sowings, so a correct function is never
/// mistaken for one that does not return.
fn for_random_moves(check: impl Fn(Board, Pit) -> Result<(), TestCaseError>) {
    isolated(|| {
        let mut runner = TestRunner::new(config());
        let result = runner.run(&quick_boards_with_stones_in(), |(Drawn(board), start)| {
            check(board, start)
        });
        if let Err(failure) = result {
            panic!("{failure}");
        }
    });
}

/// The reference's answer, to keep `relay_sow` to boards whose relay ends.
fn ends(board: Board, start: Pit) -> bool {
    ayoayo::try_relay_sow(board, start).is_some()
}

#[test]
fn try_relay_sow_agrees_with_the_reference() {
    for_random_moves(|board, start| {
        announce(format_args!("try_relay_sow(board, {start})"), board);
        let yours = quietly(|| try_relay_sow(board, start))?;
        prop_assert_eq!(yours, ayoayo::try_relay_sow(board, start));
        Ok(())
    });
}

#[test]
fn relay_sow_agrees_with_the_reference_when_the_relay_ends() {
    for_random_moves(|board, start| {
        prop_assume!(ends(board, start));
        announce(format_args!("relay_sow(board, {start})"), board);
        let yours = quietly(|| relay_sow(board, start))?;
        prop_assert_eq!(yours, ayoayo::relay_sow(board, start));
        Ok(())
    });
}

#[test]
fn a_relay_that_ends_keeps_every_stone_and_rests_in_a_pit_of_one() {
    for_random_moves(|board, start| {
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
        Ok(())
    });
}
