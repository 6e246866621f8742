//! Properties that hold for every board, checked on random ones, some with a hand that laps the
//! board. When one fails, proptest shrinks the input to a small example that still fails and
//! prints it.

use ayoayo::Pit;
use proptest::prelude::*;
use sow::sow;
use testkit::{Drawn, announce, boards, config, pits, prop_assert_answer, quietly, stones};

/// A board and one of its pits with stones: 1 to 11, which reach every other pit at most once,
/// or one time in four a hand of 12 to 30, which laps the board once or twice and passes the
/// pit to skip each time.
pub(crate) fn boards_with_a_hand() -> impl Strategy<Value = (Drawn, Pit)> {
    let hand = prop_oneof![3 => 1u8..=11, 1 => 12u8..=30];
    (boards(), pits(), hand).prop_map(|(Drawn(mut board), pit, hand)| {
        board[pit] = hand;
        (Drawn(board), pit)
    })
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn sowing_neither_loses_nor_makes_stones(
        (Drawn(board), from) in boards_with_a_hand(), skip in pits()
    ) {
        let (after, _) = quietly(|| sow(board, skip, from))?;
        prop_assert_eq!(stones(after), stones(board));
    }

    #[test]
    fn the_first_sowing_of_a_move_leaves_its_pit_empty(
        (Drawn(board), from) in boards_with_a_hand()
    ) {
        let (after, _) = quietly(|| sow(board, from, from))?;
        prop_assert_eq!(after[from], 0, "pit {} was sown and skipped, so it stays empty", from);
    }

    #[test]
    fn the_skipped_pit_never_gains_a_stone(
        (Drawn(board), from) in boards_with_a_hand(), skip in pits()
    ) {
        let (after, _) = quietly(|| sow(board, skip, from))?;
        prop_assert!(after[skip] <= board[skip], "pit {} is the one to skip", skip);
    }

    #[test]
    fn the_last_stone_lands_in_a_pit_that_is_not_skipped(
        (Drawn(board), from) in boards_with_a_hand(), skip in pits()
    ) {
        let (after, last) = quietly(|| sow(board, skip, from))?;
        prop_assert_ne!(last, skip);
        prop_assert!(after[last] >= 1, "pit {} got the last stone but is empty", last);
    }

    #[test]
    fn agrees_with_the_reference(
        (Drawn(board), from) in boards_with_a_hand(), skip in pits()
    ) {
        announce(format_args!("sow(board, {skip}, {from})"), board);
        let yours = quietly(|| sow(board, skip, from))?;
        prop_assert_answer!(yours, ayoayo::sow(board, skip, from));
    }
}
