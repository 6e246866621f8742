//! The optional challenges at the end of the chapter's page. They are ignored by a plain
//! `cargo test -p oware`, so its verdict is about the chapter alone; run them with
//! `cargo test -p oware -- --ignored`.

use ayoayo::Pit;
use ayoayo::challenges::oware as reference;
use oware::{grand_slam, sow_by_recursion};
use proptest::prelude::*;
use testkit::{Drawn, announce, assert_answer, config, isolated, prop_assert_answer, quietly};

use crate::properties::{grand_slams, slams_in_reach};

/// Any board with 0 to 8 stones a pit, and one of its pits holding stones: in a third of them,
/// an Odu of 12 to 30.
fn boards_with_a_hand() -> impl Strategy<Value = (Drawn, Pit)> {
    let hand = prop_oneof![2 => 1u8..=8, 1 => 12u8..=30];
    (testkit::boards(), testkit::pits(), hand).prop_map(|(Drawn(mut board), pit, hand)| {
        board[pit] = hand;
        (Drawn(board), pit)
    })
}

#[test]
#[ignore = "optional challenge: cargo test -p oware -- --ignored"]
fn sow_by_recursion_skips_the_origin_of_an_odu() {
    isolated(|| {
        let odu = [0, 0, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0];
        announce("sow_by_recursion(houses, 5)", odu);
        assert_answer!(
            sow_by_recursion(odu, 5),
            ([1, 1, 1, 1, 1, 0, 2, 1, 1, 1, 1, 1], 6),
            "the twelfth stone skips pit 5 for pit 6"
        );
        announce("sow_by_recursion(houses, 11)", ayoayo::OPENING);
        assert_answer!(
            sow_by_recursion(ayoayo::OPENING, 11),
            ([5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 0], 3),
            "from pit 11 the stones go round to pits 0 to 3"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p oware -- --ignored"]
fn sow_by_recursion_agrees_with_the_chapter_s_sowing() {
    isolated(|| {
        proptest!(config(), |((Drawn(houses), pit) in boards_with_a_hand())| {
            announce(format_args!("sow_by_recursion(houses, {pit})"), houses);
            let yours = quietly(|| sow_by_recursion(houses, pit))?;
            prop_assert_answer!(yours, reference::sow_by_recursion(houses, pit));
        });
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p oware -- --ignored"]
fn grand_slam_examples() {
    isolated(|| {
        let slam = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 0];
        announce("grand_slam(houses, 5)", slam);
        assert_answer!(
            grand_slam(slam, 5),
            true,
            "pits 7 and 6 end with 3 and 2: the chain takes all North has"
        );
        let kept = [0, 0, 0, 0, 0, 2, 1, 2, 0, 0, 0, 4];
        announce("grand_slam(houses, 5)", kept);
        assert_answer!(
            grand_slam(kept, 5),
            false,
            "the chain takes pits 7 and 6, but pit 11 keeps its four"
        );
        announce("grand_slam(OPENING, 0)", ayoayo::OPENING);
        assert_answer!(
            grand_slam(ayoayo::OPENING, 0),
            false,
            "sowing pit 0 captures nothing at all"
        );
    });
}

#[test]
#[ignore = "optional challenge: cargo test -p oware -- --ignored"]
fn grand_slam_agrees_with_the_reference() {
    isolated(|| {
        let moves = prop_oneof![slams_in_reach(), grand_slams(), boards_with_a_hand()];
        proptest!(config(), |((Drawn(houses), pit) in moves)| {
            announce(format_args!("grand_slam(houses, {pit})"), houses);
            let yours = quietly(|| grand_slam(houses, pit))?;
            prop_assert_answer!(yours, reference::grand_slam(houses, pit));
        });
    });
}
