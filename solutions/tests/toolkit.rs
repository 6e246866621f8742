//! Part I's Ayòayò, re-expressed as an instance of the Part II toolkit, plays exactly as the
//! chapter-by-chapter functions do.

use ayoayo::toolkit::{AYOAYO, Sown, sow_move};
use ayoayo::{Board, Pit, owner, sow_and_capture};
use proptest::prelude::*;

fn part_one(board: Board, pit: Pit) -> Option<(Board, [u8; 2])> {
    sow_and_capture(board, [0, 0], pit)
}

fn instance(board: Board, pit: Pit) -> Option<(Board, [u8; 2])> {
    sow_move(&AYOAYO, board, owner(pit), pit).map(|Sown { bins, captured, .. }| (bins, captured))
}

#[test]
fn the_endless_board_of_rule_6_sows_for_ever_both_ways() {
    let endless = [2, 2, 4, 2, 0, 1, 2, 1, 2, 1, 2, 1];
    assert_eq!(instance(endless, 1), None);
    assert_eq!(part_one(endless, 1), None);
}

#[test]
fn the_opening_from_pit_3_captures_six_both_ways() {
    let expected = Some(([1, 5, 5, 0, 6, 6, 0, 1, 6, 6, 6, 0], [6, 0]));
    assert_eq!(instance([4; 12], 3), expected);
    assert_eq!(part_one([4; 12], 3), expected);
}

proptest! {
    #[test]
    fn the_instance_agrees_with_part_one(board in proptest::array::uniform12(0u8..=6), pit in 0..12usize) {
        prop_assert_eq!(instance(board, pit), part_one(board, pit));
    }
}
