//! Properties that hold for every board, checked on random ones. When one fails, proptest
//! shrinks the board to a small example that still fails and prints it.

use proptest::prelude::*;
use scoop::scoop;
use testkit::{Drawn, announce, boards, config, pits, prop_assert_answer, quietly, stones};

proptest! {
    #![proptest_config(config())]

    #[test]
    fn no_stone_is_lost_or_made(Drawn(board) in boards(), pit in pits()) {
        let (after, in_hand) = quietly(|| scoop(board, pit))?;
        prop_assert_eq!(
            stones(after) + u32::from(in_hand),
            stones(board),
            "the stones on the board plus those in the hand must equal the stones before"
        );
    }

    #[test]
    fn the_scooped_pit_is_left_empty(Drawn(board) in boards(), pit in pits()) {
        let (after, _) = quietly(|| scoop(board, pit))?;
        prop_assert_eq!(after[pit], 0, "pit {} should be empty after scooping it", pit);
    }

    #[test]
    fn every_other_pit_is_untouched(Drawn(board) in boards(), pit in pits()) {
        let (after, _) = quietly(|| scoop(board, pit))?;
        for other in (0..12).filter(|&other| other != pit) {
            prop_assert_eq!(after[other], board[other], "pit {} changed", other);
        }
    }

    #[test]
    fn agrees_with_the_reference(Drawn(board) in boards(), pit in pits()) {
        announce(format_args!("scoop(board, {pit})"), board);
        let yours = quietly(|| scoop(board, pit))?;
        prop_assert_answer!(yours, ayoayo::scoop(board, pit));
    }
}
