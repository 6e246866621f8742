//! Properties that hold for every board, checked on random ones, a quarter of which relay for
//! ever from the chosen pit. When one fails, proptest shrinks the input to a small example that
//! still fails and prints it.

use ayoayo::{Board, Pit};
use proptest::prelude::*;
use relay_sow::{relay_sow, try_relay_sow};
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
fn a_relay_that_ends_keeps_every_stone_and_rests_in_a_pit_of_one() {
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
