//! Worked examples. The first four are the essay's sowings, worked on the chapter's page: the
//! relay of the opening's first move, one sowing at a time.

use ayoayo::OPENING;
use sow::sow;
use testkit::assert_answer;

#[test]
fn sowing_pit_0_of_the_opening_ends_in_pit_4() {
    assert_answer!(
        sow(OPENING, 0, 0),
        ([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 4),
        "pit 0's four stones go into pits 1 to 4"
    );
}

#[test]
fn relaying_from_pit_4_ends_in_pit_9() {
    assert_answer!(
        sow([0, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4], 0, 4),
        ([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 9)
    );
}

#[test]
fn relaying_from_pit_9_passes_over_pit_0_and_ends_in_pit_3() {
    assert_answer!(
        sow([0, 5, 5, 5, 0, 5, 5, 5, 5, 5, 4, 4], 0, 9),
        ([0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5], 3),
        "pit 0 is where the move began, so it is skipped even on a relay"
    );
}

#[test]
fn relaying_from_pit_3_ends_in_pit_9_which_was_empty() {
    assert_answer!(
        sow([0, 6, 6, 6, 0, 5, 5, 5, 5, 0, 5, 5], 0, 3),
        ([0, 6, 6, 0, 1, 6, 6, 6, 6, 1, 5, 5], 9)
    );
}

#[test]
fn sowing_from_pit_11_starts_again_at_pit_0() {
    assert_answer!(
        sow(OPENING, 11, 11),
        ([5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 0], 3)
    );
}

#[test]
fn a_relay_from_the_skipped_pit_s_neighbour_jumps_over_it() {
    assert_answer!(
        sow([0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0], 6, 5),
        ([0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0], 8),
        "the pit after 5 is 6, the skipped one, so the stones go into 7 and 8"
    );
}
