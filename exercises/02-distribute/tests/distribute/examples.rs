//! Worked examples: each test is one small fact about `next_pit` and `distribute`.

use distribute::{distribute, next_pit};
use testkit::assert_answer;

const EMPTY: [u8; 12] = [0; 12];

#[test]
fn the_pit_after_4_is_5() {
    assert_answer!(next_pit(4), 5);
}

#[test]
fn the_pit_after_5_is_north_s_first_pit_6() {
    assert_answer!(next_pit(5), 6, "sowing crosses from South's row to North's");
}

#[test]
fn the_pit_after_11_wraps_round_to_0() {
    assert_answer!(
        next_pit(11),
        0,
        "there is no pit 12: the ring goes back to pit 0"
    );
}

#[test]
fn four_stones_from_pit_1_go_into_pits_1_to_4() {
    let scooped = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
    assert_answer!(
        distribute(scooped, 0, 1, 4),
        ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4),
        "one stone each into pits 1, 2, 3 and 4; the last one lands in pit 4"
    );
}

#[test]
fn one_stone_is_the_base_case_it_lands_where_you_start() {
    assert_answer!(
        distribute(EMPTY, 0, 7, 1),
        ([0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0], 7)
    );
}

#[test]
fn sowing_wraps_from_pit_11_to_pit_0() {
    assert_answer!(
        distribute(EMPTY, 5, 10, 3),
        ([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], 0),
        "stones go into pits 10, 11 and then 0"
    );
}

#[test]
fn starting_on_the_skipped_pit_starts_at_the_pit_after_it() {
    assert_answer!(
        distribute(EMPTY, 3, 3, 2),
        ([0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0], 5),
        "pit 3 is skipped, so the two stones go into pits 4 and 5"
    );
}

#[test]
fn the_skipped_pit_is_passed_over_on_every_lap() {
    assert_answer!(
        distribute(EMPTY, 0, 1, 12),
        ([0, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 1),
        "eleven stones fill pits 1 to 11; the twelfth passes over pit 0 and lands in pit 1"
    );
}

#[test]
fn a_big_hand_laps_the_board_twice() {
    assert_answer!(
        distribute(EMPTY, 2, 3, 23),
        ([2, 2, 0, 3, 2, 2, 2, 2, 2, 2, 2, 2], 3),
        "two laps of the eleven pits other than pit 2 use 22 stones; the 23rd lands in pit 3"
    );
}
