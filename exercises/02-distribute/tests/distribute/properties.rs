//! Properties that hold for every board, checked on random ones. When one fails, proptest
//! shrinks the input to a small example that still fails and prints it.

use distribute::{distribute, next_pit};
use proptest::prelude::*;
use testkit::{Drawn, announce, boards, config, pits, prop_assert_answer, quietly, stones};

/// Hands of one stone up to three laps' worth.
fn hands() -> impl Strategy<Value = u8> {
    1u8..=34
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn next_pit_agrees_with_the_reference(pit in pits()) {
        prop_assert_eq!(quietly(|| next_pit(pit))?, ayoayo::next_pit(pit));
    }

    #[test]
    fn every_stone_in_hand_ends_up_on_the_board(
        Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in hands()
    ) {
        let (after, _) = quietly(|| distribute(board, skip, pit, in_hand))?;
        prop_assert_eq!(stones(after), stones(board) + u32::from(in_hand));
    }

    #[test]
    fn the_skipped_pit_never_gains_a_stone(
        Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in hands()
    ) {
        let (after, _) = quietly(|| distribute(board, skip, pit, in_hand))?;
        prop_assert_eq!(after[skip], board[skip], "pit {} is the one to skip", skip);
    }

    #[test]
    fn no_pit_ever_loses_a_stone(
        Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in hands()
    ) {
        let (after, _) = quietly(|| distribute(board, skip, pit, in_hand))?;
        for each in 0..12 {
            prop_assert!(after[each] >= board[each], "pit {} lost stones", each);
        }
    }

    #[test]
    fn the_last_pit_is_not_the_skipped_one_and_got_a_stone(
        Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in hands()
    ) {
        let (after, last) = quietly(|| distribute(board, skip, pit, in_hand))?;
        prop_assert!(last < 12, "pit {} is off the board", last);
        prop_assert_ne!(last, skip);
        prop_assert!(after[last] > board[last], "pit {} got no stone", last);
    }

    #[test]
    fn agrees_with_the_reference(
        Drawn(board) in boards(), skip in pits(), pit in pits(), in_hand in hands()
    ) {
        announce(format_args!("distribute(board, {skip}, {pit}, {in_hand})"), board);
        let yours = quietly(|| distribute(board, skip, pit, in_hand))?;
        prop_assert_answer!(yours, ayoayo::distribute(board, skip, pit, in_hand));
    }
}
